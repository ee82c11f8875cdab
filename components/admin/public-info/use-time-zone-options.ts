'use client';

import { useEffect, useMemo, useState } from 'react';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { timeZoneChoices, timeZoneNames } from '@/lib/validation/time-zone';

/** Labels made so far in this page (a zone's Arabic name and offset do not change while the owner looks). */
const labels = new Map<string, string>();
function labelOf(zone: string, at: Date): string {
  let label = labels.get(zone);
  if (label === undefined) {
    const { name, offset } = timeZoneNames(zone, 'ar', at);
    labels.set(zone, (label = T.timeZoneOption(zone, name, offset)));
  }
  return label;
}

/** Under a long task (50 ms): each slice of the labelling leaves the page free to answer a tap. */
const SLICE_MS = 30;

/**
 * The time-zone select's options with their Arabic labels. Labelling every zone takes two Intl formatters each (~420
 * zones: 150–210 ms on this machine's desktop Chromium, about four times that on a slow phone): the menu's own zone is
 * labelled at once, the others in slices after the screen is shown, their IANA names standing in until then.
 */
export function useTimeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = useMemo(() => {
    const list = timeZoneChoices();
    return list.includes(current) ? list : [current, ...list];
  }, [current]);
  const [, setLabelled] = useState(labels.size);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      const at = new Date();
      const until = performance.now() + SLICE_MS;
      for (const zone of zones) {
        if (performance.now() > until) {
          timer = setTimeout(slice, 0);
          return;
        }
        labelOf(zone, at);
      }
      setLabelled(labels.size);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [zones]);

  const at = new Date();
  return zones.map((zone) => ({ value: zone, label: zone === current ? labelOf(zone, at) : (labels.get(zone) ?? zone) }));
}
