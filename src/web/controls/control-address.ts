/** The query parameter naming the control whose dialog is open (`/controls?control=AC.L1-3.1.1`). */
export const CONTROL_PARAM = 'control';

/** The id of the checklist's button that opens a control's dialog: focus returns there on close. */
export const openerId = (controlId: string) => `open-control-${controlId}`;
