import { type Locale } from '@pana/domain/messages';

/**
 * The chart pages' words in each language of the player app (ADR 020). The app opens a chart with
 * `?lang=hi` or `?lang=mr` when the player reads Hindi or Marathi; without it (older apps, a shared link)
 * the page is English. Market names stay as the operator wrote them; digits and dates stay ASCII.
 */
export interface ChartWords {
  chartOf: (market: string) => string;
  lastWeeks: (weeks: number) => string;
  jodiChart: string;
  panelChart: string;
  week: string;
  /** Monday first, as the chart's columns. */
  days: readonly [string, string, string, string, string, string, string];
  noResults: string;
  notFoundTitle: string;
  noSuchMarket: string;
  allCharts: string;
  chartsTitle: string;
  chartsNote: string;
  mainMarkets: string;
  others: string;
  starline: string;
  gali: string;
  starlineChart: string;
  galiChart: string;
  /** The legend of a result imported from an earlier chart (ADR 031). */
  imported: string;
  /** The subtitle of a chart of one whole year (`?year=`). */
  yearResults: (year: string) => string;
  years: string;
}

export const CHART_WORDS: Readonly<Record<Locale, ChartWords>> = {
  en: {
    chartOf: (market) => `${market} chart`,
    lastWeeks: (weeks) => `Results of the last ${weeks} weeks, India time`,
    jodiChart: 'Jodi chart',
    panelChart: 'Panel chart',
    week: 'Week',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    noResults: 'No results declared in this period yet.',
    notFoundTitle: 'Chart not found',
    noSuchMarket: 'No such market.',
    allCharts: 'All charts',
    chartsTitle: 'Charts',
    chartsNote: 'Jodi and panel charts of every market',
    mainMarkets: 'Main markets',
    others: 'Others',
    starline: 'Starline',
    gali: 'Gali Disawar',
    starlineChart: 'Starline chart',
    galiChart: 'Gali Disawar chart',
    imported: 'Imported from an earlier chart: results from before this app, not declared here',
    yearResults: (year) => `Results of ${year}, India time`,
    years: 'Years',
  },
  hi: {
    chartOf: (market) => `${market} चार्ट`,
    lastWeeks: (weeks) => `पिछले ${weeks} हफ़्तों के रिज़ल्ट, भारतीय समय`,
    jodiChart: 'जोड़ी चार्ट',
    panelChart: 'पैनल चार्ट',
    week: 'हफ़्ता',
    days: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
    noResults: 'इस अवधि में अभी कोई रिज़ल्ट घोषित नहीं हुआ है।',
    notFoundTitle: 'चार्ट नहीं मिला',
    noSuchMarket: 'ऐसा कोई मार्केट नहीं है।',
    allCharts: 'सभी चार्ट',
    chartsTitle: 'चार्ट',
    chartsNote: 'हर मार्केट के जोड़ी और पैनल चार्ट',
    mainMarkets: 'मेन मार्केट',
    others: 'अन्य',
    starline: 'स्टारलाइन',
    gali: 'गली दिसावर',
    starlineChart: 'स्टारलाइन चार्ट',
    galiChart: 'गली दिसावर चार्ट',
    imported: 'पुराने चार्ट से आयात किया गया: इस ऐप से पहले के रिज़ल्ट, यहाँ घोषित नहीं हुए',
    yearResults: (year) => `${year} के रिज़ल्ट, भारतीय समय`,
    years: 'साल',
  },
  mr: {
    chartOf: (market) => `${market} चार्ट`,
    lastWeeks: (weeks) => `मागील ${weeks} आठवड्यांचे निकाल, भारतीय वेळ`,
    jodiChart: 'जोडी चार्ट',
    panelChart: 'पैनल चार्ट',
    week: 'आठवडा',
    days: ['सोम', 'मंगळ', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
    noResults: 'या कालावधीत अजून कोणताही निकाल जाहीर झालेला नाही.',
    notFoundTitle: 'चार्ट सापडला नाही',
    noSuchMarket: 'असे कोणतेही मार्केट नाही.',
    allCharts: 'सर्व चार्ट',
    chartsTitle: 'चार्ट',
    chartsNote: 'प्रत्येक मार्केटचे जोडी आणि पैनल चार्ट',
    mainMarkets: 'मेन मार्केट',
    others: 'इतर',
    starline: 'स्टारलाइन',
    gali: 'गली दिसावर',
    starlineChart: 'स्टारलाइन चार्ट',
    galiChart: 'गली दिसावर चार्ट',
    imported: 'जुन्या चार्टमधून आयात केलेले: या ॲपच्या आधीचे निकाल, येथे जाहीर केलेले नाहीत',
    yearResults: (year) => `${year} चे निकाल, भारतीय वेळ`,
    years: 'वर्षे',
  },
};
