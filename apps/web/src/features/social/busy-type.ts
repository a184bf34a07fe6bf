/** The kinds of object a like, collect, comment or report is aimed at (spec 000 §3; BusyTask: a wish). */
export type BusyType =
  | 'Video'
  | 'PlayletVideo'
  | 'Playlet'
  | 'Article'
  | 'Question'
  | 'Answer'
  | 'Comment'
  | 'BusyTask'
  | 'Novel'
  | 'Game';
