/** The DOM id of a section on the public menu (the section nav links to it). */
export const sectionAnchor = (id: string) => `section-${id}`;
