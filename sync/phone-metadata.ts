/**
 * libphonenumber-js metadata for Uganda only (+256), taken from the package's metadata.min.json
 * (the same version as package.json names; sync/phone.test.ts checks they agree). All countries
 * would add 83 kB to the app, Uganda alone 0.3 kB: see sync/phone-parse.ts.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export const UGANDA_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '256': ['UG'] },
  countries: {
    UG: [
      '256',
      '00[057]',
      '800\\d{6}|(?:[29]0|[347]\\d)\\d{7}',
      [9],
      [
        ['(\\d{4})(\\d{5})', '$1 $2', ['202', '2024', '20240'], '0$1'],
        [
          '(\\d{3})(\\d{6})',
          '$1 $2',
          ['20[0-35-7]|4(?:6[45]|[7-9])|[7-9]', '20(?:[0135-7]|2[5-9])|4(?:6[45]|[7-9])|[7-9]'],
          '0$1',
        ],
        ['(\\d{2})(\\d{7})', '$1 $2', ['[2-4]'], '0$1'],
      ],
      '0',
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
