/**
 * Uganda's districts by region: the one list that businesses, requests and offline areas name a
 * district from (docs/product.md "Places"); the town or area within it stays free text. A request
 * goes first to businesses of its district, then to those of the same region (docs/product.md
 * "Requests and quotes").
 *
 * Source: the districts in force since 1 July 2020, 135 districts and Kampala Capital City in
 * four regions, as the Ministry of Local Government operationalised them and the Uganda Bureau
 * of Statistics lists them (Wikipedia, "Districts of Uganda", which cites both). Spellings are
 * the ministry's (Kassanda, Luweero, Sembabule); older spellings are in DISTRICT_ALIASES.
 */
const REGIONS = ['Central', 'Eastern', 'Northern', 'Western'] as const;
export type Region = (typeof REGIONS)[number];

const DISTRICTS_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  Central: [
    'Buikwe',
    'Bukomansimbi',
    'Butambala',
    'Buvuma',
    'Gomba',
    'Kalangala',
    'Kalungu',
    'Kampala',
    'Kassanda',
    'Kayunga',
    'Kiboga',
    'Kyankwanzi',
    'Kyotera',
    'Luweero',
    'Lwengo',
    'Lyantonde',
    'Masaka',
    'Mityana',
    'Mpigi',
    'Mubende',
    'Mukono',
    'Nakaseke',
    'Nakasongola',
    'Rakai',
    'Sembabule',
    'Wakiso',
  ],
  Eastern: [
    'Amuria',
    'Budaka',
    'Bududa',
    'Bugiri',
    'Bugweri',
    'Bukedea',
    'Bukwo',
    'Bulambuli',
    'Busia',
    'Butaleja',
    'Butebo',
    'Buyende',
    'Iganga',
    'Jinja',
    'Kaberamaido',
    'Kalaki',
    'Kaliro',
    'Kamuli',
    'Kapchorwa',
    'Kapelebyong',
    'Katakwi',
    'Kibuku',
    'Kumi',
    'Kween',
    'Luuka',
    'Manafwa',
    'Mayuge',
    'Mbale',
    'Namayingo',
    'Namisindwa',
    'Namutumba',
    'Ngora',
    'Pallisa',
    'Serere',
    'Sironko',
    'Soroti',
    'Tororo',
  ],
  Northern: [
    'Abim',
    'Adjumani',
    'Agago',
    'Alebtong',
    'Amolatar',
    'Amudat',
    'Amuru',
    'Apac',
    'Arua',
    'Dokolo',
    'Gulu',
    'Kaabong',
    'Karenga',
    'Kitgum',
    'Koboko',
    'Kole',
    'Kotido',
    'Kwania',
    'Lamwo',
    'Lira',
    'Madi-Okollo',
    'Maracha',
    'Moroto',
    'Moyo',
    'Nabilatuk',
    'Nakapiripirit',
    'Napak',
    'Nebbi',
    'Nwoya',
    'Obongi',
    'Omoro',
    'Otuke',
    'Oyam',
    'Pader',
    'Pakwach',
    'Terego',
    'Yumbe',
    'Zombo',
  ],
  Western: [
    'Buhweju',
    'Buliisa',
    'Bundibugyo',
    'Bunyangabu',
    'Bushenyi',
    'Hoima',
    'Ibanda',
    'Isingiro',
    'Kabale',
    'Kabarole',
    'Kagadi',
    'Kakumiro',
    'Kamwenge',
    'Kanungu',
    'Kasese',
    'Kazo',
    'Kibaale',
    'Kikuube',
    'Kiruhura',
    'Kiryandongo',
    'Kisoro',
    'Kitagwenda',
    'Kyegegwa',
    'Kyenjojo',
    'Masindi',
    'Mbarara',
    'Mitooma',
    'Ntoroko',
    'Ntungamo',
    'Rubanda',
    'Rubirizi',
    'Rukiga',
    'Rukungiri',
    'Rwampara',
    'Sheema',
  ],
};

/** Every district, in alphabetical order (the request form's list). */
export const DISTRICTS: readonly string[] = Object.values(DISTRICTS_BY_REGION)
  .flat()
  .sort((a, b) => a.localeCompare(b));

/** The form of a district name that comparisons use: lower case, single spaces, no hyphen. */
export function districtKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
}

const REGION_OF = new Map<string, Region>(
  REGIONS.flatMap((region) => DISTRICTS_BY_REGION[region].map((d) => [districtKey(d), region] as const)),
);

/** The region of a district, or undefined for a name that is not one of Uganda's districts. */
export function regionOf(district: string): Region | undefined {
  return REGION_OF.get(districtKey(district));
}

/** The district as the list spells it, or undefined when it is not one (case, spacing and hyphens ignored). */
export function knownDistrict(name: string): string | undefined {
  const key = districtKey(name);
  return DISTRICTS.find((d) => districtKey(d) === key);
}

/** The districts of a region as comparison keys (for matching in SQL). */
export function districtKeysOf(region: Region): string[] {
  return DISTRICTS_BY_REGION[region].map(districtKey);
}

/**
 * A place written as free text ("Ntinda, Kampala", "Gulu") split into a district of the list
 * and the area or town around it (the district again when nothing else is given).
 */
export function splitPlace(text: string | null | undefined): { district: string; location: string } {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const index = parts.findIndex((p) => knownDistrict(p));
  if (index < 0) return { district: '', location: parts.join(', ') };
  const district = knownDistrict(parts[index]!)!;
  const rest = parts.filter((_, i) => i !== index).join(', ');
  return { district, location: rest || district };
}

/**
 * Other names written for a district: older or other spellings, and the cities that took a
 * district's name or lie in it (Fort Portal in Kabarole). Keys as districtKey writes them.
 */
export const DISTRICT_ALIASES: Readonly<Record<string, string>> = {
  kasanda: 'Kassanda',
  luwero: 'Luweero',
  ssembabule: 'Sembabule',
  bukwa: 'Bukwo',
  busiki: 'Namutumba',
  kibale: 'Kibaale',
  'fort portal': 'Kabarole',
  kcca: 'Kampala',
  'kampala capital': 'Kampala',
  'madi okolo': 'Madi-Okollo',
  nakapiripiriti: 'Nakapiripirit',
};

/** Words written after a district's name that do not change which district it is. */
const DISTRICT_SUFFIXES = ['capital city', 'district', 'city', 'municipality'];

/**
 * Free text as a district of the list: "Kampala District", " kampala city", "Luwero" and
 * "Fort Portal" all find theirs; undefined when it names none (the vendor or customer is then
 * asked again). The same reading maps stored free text in db/migrations/0015_districts_from_the_list.sql.
 */
export function matchDistrict(text: string | null | undefined): string | undefined {
  let key = districtKey(text ?? '').replace(/[.,]+$/, '');
  for (const suffix of DISTRICT_SUFFIXES)
    if (key.endsWith(` ${suffix}`)) {
      key = key.slice(0, -suffix.length - 1).trim();
      break;
    }
  if (key === '') return undefined;
  return knownDistrict(key) ?? DISTRICT_ALIASES[key];
}

/** Whether a stored district is one of the list as the list spells it (else it is flagged to be chosen again). */
export function isListedDistrict(district: string | null | undefined): boolean {
  return !!district && knownDistrict(district) === district;
}
