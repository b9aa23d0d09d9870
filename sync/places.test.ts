import { describe, expect, it } from 'vitest';
import { DISTRICTS, districtKey, knownDistrict, regionOf, splitPlace } from './places';

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
