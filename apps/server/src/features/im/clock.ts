/** The messaging rules' clock: tests move it to cross the recall window without waiting two minutes. */
export const imClock = { now: (): number => Date.now() };
