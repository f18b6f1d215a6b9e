// The states, provinces and regions a marketing form's `state-select` field offers for the chosen country
// (content-and-presentation §3 form field types). A country without a table here gets a text field instead, and
// its answer is kept as typed. Codes are ISO 3166-2 subdivision codes without the country prefix.

/** One state, province or region: its code (what a lead stores) and its English name. */
export type Region = { code: string; name: string };

/** The regions of one country and what its people call them. */
export type RegionTable = { noun: string; regions: readonly Region[] };

const table = (noun: string, list: string): RegionTable => ({
  noun,
  regions: list.split(';').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return { code, name };
  }),
});

/** The countries (ISO 3166-1 alpha-2) whose regions the state-select field lists. */
export const REGIONS_BY_COUNTRY: Readonly<Record<string, RegionTable>> = {
  US: table(
    'State',
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming;PR=Puerto Rico',
  ),
  CA: table(
    'Province or territory',
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  AU: table(
    'State or territory',
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
  IN: table(
    'State or union territory',
    'AN=Andaman and Nicobar Islands;AP=Andhra Pradesh;AR=Arunachal Pradesh;AS=Assam;BR=Bihar;CH=Chandigarh;CT=Chhattisgarh;DH=Dadra and Nagar Haveli and Daman and Diu;DL=Delhi;GA=Goa;GJ=Gujarat;HR=Haryana;HP=Himachal Pradesh;JK=Jammu and Kashmir;JH=Jharkhand;KA=Karnataka;KL=Kerala;LA=Ladakh;LD=Lakshadweep;MP=Madhya Pradesh;MH=Maharashtra;MN=Manipur;ML=Meghalaya;MZ=Mizoram;NL=Nagaland;OR=Odisha;PY=Puducherry;PB=Punjab;RJ=Rajasthan;SK=Sikkim;TN=Tamil Nadu;TG=Telangana;TR=Tripura;UP=Uttar Pradesh;UT=Uttarakhand;WB=West Bengal',
  ),
  DE: table(
    'State',
    'BW=Baden-Württemberg;BY=Bavaria;BE=Berlin;BB=Brandenburg;HB=Bremen;HH=Hamburg;HE=Hesse;MV=Mecklenburg-Western Pomerania;NI=Lower Saxony;NW=North Rhine-Westphalia;RP=Rhineland-Palatinate;SL=Saarland;SN=Saxony;ST=Saxony-Anhalt;SH=Schleswig-Holstein;TH=Thuringia',
  ),
};

/** The regions of a country (by its two-letter code, any case), or `null` when the site has no list for it. */
export function regionsOf(country: string | null | undefined): RegionTable | null {
  if (!country) return null;
  return REGIONS_BY_COUNTRY[country.toUpperCase()] ?? null;
}
