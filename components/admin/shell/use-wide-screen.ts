'use client';

import { useEffect, useState } from 'react';
import { WIDE_FIRST_CHECK_PX, WIDE_ON_RESIZE_PX } from '@/lib/ui/admin-screens';

/** The shell's wide-screen flag (spec §4, §9): above 756 px on the first check, above 455 px on resize events. */
export function useWideScreen(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    const first = requestAnimationFrame(() => setWide(window.innerWidth > WIDE_FIRST_CHECK_PX));
    const onResize = () => setWide(window.innerWidth > WIDE_ON_RESIZE_PX);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return wide;
}
