// DANE's annual IPC (total, variación doce meses a diciembre), by the calendar year it measures:
// the ceiling of a yearly canon increase that takes effect in the following year (Ley 820 de 2003,
// art. 20). Seeded with published years; an admin records each new one in Settings > Arriendos
// when DANE publishes it in January. Pure.
export const PUBLISHED_IPC: Readonly<Record<string, number>> = {
  '2015': 6.77,
  '2016': 5.75,
  '2017': 4.09,
  '2018': 3.18,
  '2019': 3.8,
  '2020': 1.61,
  '2021': 5.62,
  '2022': 13.12,
  '2023': 9.28,
  '2024': 5.2,
};
