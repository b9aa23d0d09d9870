/**
 * Uganda's districts by region. A request names its district; it goes first to businesses of
 * that district, then to those of the same region (docs/product.md, "Requests and quotes").
 * Businesses keep their district as free text, so names are compared without case or spacing.
 */
export const REGIONS = ['Central', 'Eastern', 'Northern', 'Western'] as const;
export type Region = (typeof REGIONS)[number];

export const DISTRICTS_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
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

/** The district as the list spells it, or undefined when it is not one. */
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
