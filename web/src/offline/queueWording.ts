// Counting what waits, in words ("1 record", "3 records").
export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
