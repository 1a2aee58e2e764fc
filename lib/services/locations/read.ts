import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { City } from '../../../models/city';
import { Department } from '../../../models/department';
import { Locality } from '../../../models/locality';
import { TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import type { CityItem, DepartmentItem, LocalityItem } from '../../validation/locations';
import { sortByName, toCity, toDepartment, toLocality } from './mapper';
import type { PlaceIndex } from './names';
import { NOT_ARCHIVED } from './shared';

// Public reads of departments, cities and localities: cached under TAGS.locations until a
// location write (docs/architecture.md#caches). They throw on database errors: a fallback would be cached.

/** Every department, sorted by name. */
export async function listDepartments(): Promise<DepartmentItem[]> {
  'use cache';
  cacheTag(TAGS.locations);
  cacheLife('max');
  await connectDb();
  const rows = await Department.find({}, { code: 1, name: 1 }).lean();
  return sortByName(rows.map(toDepartment));
}

/** The cities in use of one department (an unknown code gives an empty list), or all of them. */
export async function listCities(departmentCode?: string): Promise<CityItem[]> {
  'use cache';
  cacheTag(TAGS.locations);
  cacheLife('max');
  await connectDb();
  const rows = await City.find({ ...(departmentCode && { departmentCode }), ...NOT_ARCHIVED }).lean();
  return sortByName(rows.map(toCity));
}

/** The localities in use of one city (an unknown code gives an empty list), or all of them. */
export async function listLocalities(cityCode?: string): Promise<LocalityItem[]> {
  'use cache';
  cacheTag(TAGS.locations);
  cacheLife('max');
  await connectDb();
  const rows = await Locality.find({ ...(cityCode && { cityCode }), ...NOT_ARCHIVED }).lean();
  return sortByName(rows.map(toLocality));
}

/** The three lists, cached: what a property's places are resolved by name against (names.ts). */
export async function loadPlaceIndex(): Promise<PlaceIndex> {
  const [departments, cities, localities] = await Promise.all([listDepartments(), listCities(), listLocalities()]);
  return { departments, cities, localities };
}
