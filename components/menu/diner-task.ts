/**
 * What the diner is busy with on the menu page, read by what should not interrupt them (the rating prompt): an open
 * popup (a `<dialog>`: an item, the side navigation, the working days) or a panel marked with `DINER_TASK` while it is
 * open (the search, the filter).
 */
export const DINER_TASK = { 'data-diner-task': '' } as const;

export const dinerBusy = (): boolean => document.querySelector('dialog[open], [data-diner-task]') !== null;
