/** `counted(1, 'objective')` -> '1 objective', `counted(2, 'control')` -> '2 controls'. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
