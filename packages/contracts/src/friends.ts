/** Friends: requests, the friend book, remarks and labels (spec 001). */
export {};
