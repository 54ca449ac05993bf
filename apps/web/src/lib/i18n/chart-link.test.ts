import { describe, expect, it } from 'vitest';
import { chartLinkIn } from './chart-link.ts';

describe('chartLinkIn', () => {
  it('asks the server for its chart page in Hindi or Marathi', () => {
    expect(chartLinkIn('/result-charts/main/3', 'hi')).toBe('/result-charts/main/3?lang=hi');
    expect(chartLinkIn('/result-charts/starline', 'mr')).toBe('/result-charts/starline?lang=mr');
    expect(chartLinkIn('/result-charts/gali?lang=hi', 'mr')).toBe('/result-charts/gali?lang=mr');
    expect(chartLinkIn(`${window.location.origin}/result-charts/main/3`, 'hi')).toBe(
      `${window.location.origin}/result-charts/main/3?lang=hi`,
    );
  });

  it('leaves English, other sites and other pages as they are', () => {
    expect(chartLinkIn('/result-charts/main/3', 'en')).toBe('/result-charts/main/3');
    expect(chartLinkIn('https://charts.example.com/result-charts/main/3', 'hi')).toBe(
      'https://charts.example.com/result-charts/main/3',
    );
    expect(chartLinkIn('/result-chartsx', 'hi')).toBe('/result-chartsx');
    expect(chartLinkIn(undefined, 'hi')).toBeUndefined();
    expect(chartLinkIn('', 'hi')).toBe('');
  });
});
