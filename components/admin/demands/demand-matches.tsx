/** The listings that meet a demand, on its detail page. To be built with the cruce. */
export function DemandMatches({ demandId }: { demandId: string }) {
  void demandId;
  return null;
}
