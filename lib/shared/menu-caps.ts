/**
 * The caps of one menu, sized for a real restaurant: a fully loaded item is about 6 KB, so a menu at every
 * cap stays a few MB, far from the database's 16 MB document limit. Import-free: the spreadsheet import's pure planner
 * and the write-path checks (menu-limits.ts) read the same numbers.
 */
export const MENU_LIMITS = {
  sections: 60,
  itemsPerSection: 300,
  items: 1000,
  galleriesPerSection: 10,
  imagesPerGallery: 40,
  branches: 30,
  tables: 300,
  /** Tables added at once by a range ('1 to 20'). */
  tablesPerRange: 100,
  /**
   * Short names a menu keeps from before (they still lead to it and no other menu may take them): the oldest is let go
   * past it. Renames a day, so a menu cannot sit on many names at once.
   */
  formerShortNames: 10,
  renamesPerDay: 5,
} as const;
