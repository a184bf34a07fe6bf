/** The full join address of a genCode link (a portal path with its query), on this portal's origin. */
export const joinAddress = (link: string, origin: string = window.location.origin) => origin + link;
