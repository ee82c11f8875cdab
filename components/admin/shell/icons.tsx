import type { AdminScreen } from '@/lib/ui/admin-screens';

/** The side navigation's icons (decorative: the entries carry their text). */
const PATHS: Record<AdminScreen, string> = {
  review: 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  sections: 'M3 4h8v7H3V4Zm10 0h8v7h-8V4ZM3 13h8v7H3v-7Zm10 0h8v7h-8v-7Z',
  items: 'M4 6h2v2H4V6Zm4 0h12v2H8V6Zm-4 5h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 5h2v2H4v-2Zm4 0h12v2H8v-2Z',
  galleries: 'M3 5h18v14H3V5Zm2 2v8.6l4-4 3 3 3-3 4 4V7H5Zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  branches: 'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  workingDays: 'M7 2h2v2h6V2h2v2h3v17H4V4h3V2Zm-1 7v10h12V9H6Zm2 2h3v3H8v-3Z',
  stats: 'M4 20V10h3v10H4Zm6 0V4h3v16h-3Zm6 0v-7h3v7h-3Z',
  publicInfo: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 8v7h2v-7h-2Zm0-3v2h2V7h-2Z',
  tables: 'M3 6h18v3h-2v10h-2V9H7v10H5V9H3V6Zm6 5h6v2H9v-2Z',
  orders: 'M6 2h12v4h2v16H4V6h2V2Zm2 2v2h8V4H8ZM6 8v12h12V8H6Zm2 2h8v2H8v-2Zm0 4h8v2H8v-2Z',
  kitchen: 'M4 10h16v2h-1v8H5v-8H4v-2Zm3 2v6h10v-6H7Zm1-9h2v5H8V3Zm3 0h2v5h-2V3Zm3 0h2v5h-2V3Z',
  integrations: 'M8 3h2v4h4V3h2v4h2v5a6 6 0 0 1-5 5.9V21h-2v-3.1A6 6 0 0 1 6 12V7h2V3Zm0 6v3a4 4 0 0 0 8 0V9H8Z',
};

export function ScreenIcon({ screen, size = 20 }: { screen: AdminScreen; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d={PATHS[screen]} />
    </svg>
  );
}
