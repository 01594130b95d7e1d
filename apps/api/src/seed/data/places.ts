/** Warehouses lots ship from: mostly the United States, some Europe, a few elsewhere. */
import placeData from './places.json' with { type: 'json' };

export interface Place {
  city: string;
  state: string;
  country: string;
  regionId: number;
  /** Relative frequency. */
  weight: number;
}

export const places: readonly Place[] = placeData;
