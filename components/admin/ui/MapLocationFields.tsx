'use client';

import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { MAP_LOCATION_TEXT as T } from '@/lib/i18n/ar';
import { coordinatesFromMapsLink, type LatLong } from '@/lib/shared/maps-link-coordinates';
import { fieldError } from '../public-info/use-admin-action';
import ui from './admin-ui.module.css';

type Props<V extends FieldValues> = {
  // Any output type: the component reads and writes the fields' values only.
  form: UseFormReturn<V, unknown, FieldValues>;
  /** Where the form keeps the map link ('googleMaps', 'institution.location.googleMaps'); the point is `lat` / `long`. */
  mapsName: Path<V>;
};

/** Six decimals: about 10 cm, as precise as a place needs. */
const written = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * A place's map link and its point, for the restaurant (public info) and each branch. A pasted map link gives the
 * point it holds (lib/shared/maps-link-coordinates.ts) when the point fields are empty or hold what an earlier link
 * gave; 'use my current location' asks the browser, for an owner standing in the restaurant.
 */
export function MapLocationFields<V extends FieldValues>({ form, mapsName }: Props<V>) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const latName = 'lat' as Path<V>;
  const longName = 'long' as Path<V>;
  const [status, setStatus] = useState<{ text: string; warn?: boolean } | null>(null);
  const [locating, setLocating] = useState(false);
  // The point a link wrote: a later link may replace it, a point the owner typed stays.
  const fromLink = useRef<{ lat: string; long: string } | null>(null);

  const put = (p: LatLong) => {
    const point = { lat: written(p.lat), long: written(p.long) };
    const dirty = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    setValue(latName, point.lat as V[Path<V>], dirty);
    setValue(longName, point.long as V[Path<V>], dirty);
    return point;
  };
  const readLink = (link: string) => {
    const point = coordinatesFromMapsLink(link);
    if (!point) return;
    const lat = String(getValues(latName) ?? '');
    const long = String(getValues(longName) ?? '');
    const empty = lat.trim() === '' && long.trim() === '';
    const linked = fromLink.current && fromLink.current.lat === lat && fromLink.current.long === long;
    if (!empty && !linked) return;
    fromLink.current = put(point);
    setStatus({ text: T.fromLink });
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus({ text: T.unavailable, warn: true });
    setLocating(true);
    setStatus({ text: T.locating });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        fromLink.current = null;
        put({ lat: pos.coords.latitude, long: pos.coords.longitude });
        setStatus({ text: T.located(Math.max(1, Math.round(pos.coords.accuracy))) });
      },
      (err) => {
        setLocating(false);
        setStatus({ text: err.code === err.PERMISSION_DENIED ? T.denied : T.unavailable, warn: true });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <>
      <FormField
        label={T.googleMaps}
        type="url"
        dir="ltr"
        hint={T.googleMapsHint}
        error={fieldError(errors, mapsName)}
        {...register(mapsName)}
        onInput={(e) => readLink(e.currentTarget.value)}
      />
      {/* The phone's full keyboard, not a decimal pad: an iPhone's has no '-', and west of Greenwich (Morocco, say) a
          longitude is negative. */}
      <div className={ui.fieldRow}>
        <FormField label={T.lat} dir="ltr" autoComplete="off" spellCheck={false} error={fieldError(errors, 'lat')} {...register(latName)} />
        <FormField label={T.long} dir="ltr" autoComplete="off" spellCheck={false} error={fieldError(errors, 'long')} {...register(longName)} />
      </div>
      <div className={ui.actions}>
        <button type="button" className="btn btn-secondary" onClick={locate} disabled={locating} aria-busy={locating || undefined}>
          {T.useMyLocation}
        </button>
      </div>
      <p className={status?.warn ? ui.error : ui.hint} role="status" data-testid="map-location-status">
        {status?.text}
      </p>
    </>
  );
}
