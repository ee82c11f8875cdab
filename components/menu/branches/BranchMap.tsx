'use client';

import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import styles from './BranchesPanel.module.css';

export const MAP_ZOOM = 16;

/** A small OpenStreetMap map of one branch (zoom 16, no scroll-wheel zoom); clicking it opens the maps link. */
export default function BranchMap({ coordinates, link, label, color }: { coordinates: [number, number]; link: string; label: string; color: string }) {
  const center: [number, number] = [coordinates[1], coordinates[0]];
  const openMaps = () => {
    if (link) window.open(link, '_blank', 'noopener');
  };
  return (
    <div className={styles.map} role="img" aria-label={label} onClick={openMaps} data-testid="branch-map">
      <MapContainer
        center={center}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        dragging={false}
        zoomControl={false}
        attributionControl
        style={{ blockSize: '100%', inlineSize: '100%' }}
      >
        <TileLayer attribution="&copy; OpenStreetMap" url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <CircleMarker center={center} radius={10} pathOptions={{ color: '#fff', weight: 3, fillColor: color, fillOpacity: 1 }} />
      </MapContainer>
    </div>
  );
}
