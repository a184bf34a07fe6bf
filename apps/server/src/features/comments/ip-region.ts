import IP2Region from 'ip2region';

export const UNKNOWN_REGION = '未知';

type Searcher = { search(ip: string): { country: string; province: string; city: string } | null };
let searcher: Searcher | null = null;

/** The offline ip2region database (about 11 MB, Chinese region names), loaded on first use. */
function regions(): Searcher {
  if (!searcher) {
    const Ctor = (IP2Region as unknown as { default?: typeof IP2Region }).default ?? IP2Region;
    searcher = new Ctor() as unknown as Searcher;
  }
  return searcher;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

/**
 * The region text shown beside a comment: the province for an address in China ('广东'), else the country;
 * '未知' for private, loopback and unknown addresses.
 */
export function regionOf(ip: string | undefined): string {
  if (!ip) return UNKNOWN_REGION;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    const found = regions().search(address);
    if (!found || !found.country || found.city === '内网IP') return UNKNOWN_REGION;
    if (found.country === '中国') return found.province.replace(PROVINCE_SUFFIX, '') || found.country;
    return found.country;
  } catch {
    return UNKNOWN_REGION;
  }
}
