import { describe, expect, it } from 'vitest';
import {
  DISTRICT_ALIASES,
  DISTRICTS,
  districtKey,
  isListedDistrict,
  knownDistrict,
  matchDistrict,
  regionOf,
  splitPlace,
} from './places';

describe("Uganda's districts", () => {
  it('lists each district once, in one region', () => {
    expect(new Set(DISTRICTS.map(districtKey)).size).toBe(DISTRICTS.length);
  });

  it('compares names without case, spacing or hyphens', () => {
    expect(knownDistrict('  kampala ')).toBe('Kampala');
    expect(knownDistrict('madi okollo')).toBe('Madi-Okollo');
    expect(knownDistrict('Ntinda')).toBeUndefined();
    expect(regionOf('Gulu')).toBe('Northern');
    expect(regionOf('wakiso')).toBe('Central');
    expect(regionOf('Atlantis')).toBeUndefined();
  });

  it('splits a written place into its district and the area or town', () => {
    expect(splitPlace('Ntinda, Kampala')).toEqual({ district: 'Kampala', location: 'Ntinda' });
    expect(splitPlace('Gulu')).toEqual({ district: 'Gulu', location: 'Gulu' });
    expect(splitPlace('Kira, Wakiso, Uganda')).toEqual({ district: 'Wakiso', location: 'Kira, Uganda' });
    expect(splitPlace('Somewhere nice')).toEqual({ district: '', location: 'Somewhere nice' });
    expect(splitPlace(null)).toEqual({ district: '', location: '' });
  });
});

describe('free text read as a district of the list', () => {
  it('drops "District", "City" and the like, and reads older spellings and city names', () => {
    expect(matchDistrict('Kampala District')).toBe('Kampala');
    expect(matchDistrict(' KAMPALA  capital city ')).toBe('Kampala');
    expect(matchDistrict('Gulu City')).toBe('Gulu');
    expect(matchDistrict('Luwero')).toBe('Luweero');
    expect(matchDistrict('Fort Portal')).toBe('Kabarole');
    expect(matchDistrict('Mbarara.')).toBe('Mbarara');
    expect(matchDistrict('Ntinda')).toBeUndefined();
    expect(matchDistrict('District')).toBeUndefined();
    expect(matchDistrict(null)).toBeUndefined();
  });

  it('flags a stored district that is not spelled as the list spells it', () => {
    expect(isListedDistrict('Kampala')).toBe(true);
    expect(isListedDistrict('kampala')).toBe(false);
    expect(isListedDistrict('Ntinda')).toBe(false);
    expect(isListedDistrict(null)).toBe(false);
  });

  it('every alias names a district of the list', () => {
    for (const name of Object.values(DISTRICT_ALIASES)) expect(knownDistrict(name)).toBe(name);
  });
});
