import type { CityItem, DepartmentItem, LocalityItem } from '../../validation/locations';

// Stored documents (lean) -> the API's plain shapes (docs/product-rules.md#places).

type Stored<T> = { [K in keyof T]?: string | null } & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toDepartment(doc: Stored<DepartmentItem>): DepartmentItem {
  return { code: text(doc.code), name: text(doc.name) };
}

export function toCity(doc: Stored<CityItem>): CityItem {
  return { ...toDepartment(doc), departmentCode: text(doc.departmentCode), departmentName: text(doc.departmentName) };
}

export function toLocality(doc: Stored<LocalityItem>): LocalityItem {
  return { ...toCity(doc), cityCode: text(doc.cityCode), cityName: text(doc.cityName) };
}

// Spanish alphabetical order ("Ábrego" beside "Abejorral", not after "Zipaquirá"): the database
// cannot collate (FerretDB), and these lists are small, so they are sorted here.
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export function sortByName<T extends { name: string; code: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}
