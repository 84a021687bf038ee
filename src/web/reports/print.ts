/** Cards print whole, without their shadow (the print stylesheet of D25). */
export const PRINT_CARD = 'print:break-inside-avoid print:shadow-none';
