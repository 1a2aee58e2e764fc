import { z } from 'zod';

import { actorOf } from '../auth/guard';
import type { Actor } from '../domain/activity';
import { LOCATION_MESSAGES as M } from '../domain/locations';
import { doneSchema, listOf, withMessage } from '../openapi/schemas';
import {
  createCity,
  createLocality,
  deleteCity,
  deleteLocality,
  listCities,
  listLocalities,
  updateCity,
  updateLocality,
} from '../services/locations';
import {
  citiesQuerySchema,
  cityBodySchema,
  cityCodeParamSchema,
  citySchema,
  localitiesQuerySchema,
  localityBodySchema,
  localityCodeParamSchema,
  localitySchema,
  type CityBody,
  type CityItem,
  type LocalityBody,
  type LocalityItem,
} from '../validation/locations';
import { done, ok } from './respond';
import { route, type Declared } from './route';

type CitiesQuery = z.infer<typeof citiesQuerySchema>;
type LocalitiesQuery = z.infer<typeof localitiesQuerySchema>;

/** What a kind of place (cities, localities) needs to make its routes. */
interface Place<Q, Body, Item> {
  summaries: { list: string; create: string; update: string; remove: string };
  query: z.ZodType<Q>;
  body: z.ZodType<Body>;
  item: z.ZodType<Item>;
  code: z.ZodType<{ code: string }>;
  list: (query: Q) => Promise<Item[]>;
  create: (body: Body, actor: Actor) => Promise<Item>;
  update: (body: Body, actor: Actor) => Promise<Item>;
  remove: (code: string, actor: Actor) => Promise<void>;
  messages: { created: string; updated: string; deleted: string; notFound: string; parentNotFound: string };
  /** The 409 answers of a create and of a delete. */
  conflicts: { create: string; remove: string };
}

const invalid = { 400: { description: 'Datos no válidos (nombre, código, "Por favor selecciona ... primero")' } };

/** GET (public, cached), POST and PUT (admin) of /api/cities or /api/localities: the two differ only in data. */
export function placeCollectionRoutes<Q, Body, Item>(
  place: Place<Q, Body, Item>,
): Record<'GET' | 'POST' | 'PUT', Declared> {
  const { summaries, messages } = place;
  return {
    GET: route(
      {
        auth: 'public',
        summary: summaries.list,
        query: place.query,
        cache: 'public',
        responses: { 200: { description: 'Lista', schema: listOf(place.item) } },
      },
      async ({ query }) => ok(await place.list(query)),
    ),
    POST: route(
      {
        auth: 'admin',
        idempotent: true,
        summary: summaries.create,
        body: place.body,
        responses: {
          201: { description: messages.created, schema: withMessage(place.item) },
          ...invalid,
          404: { description: messages.parentNotFound },
          409: { description: place.conflicts.create, codes: ['place_code_taken'] },
        },
      },
      async ({ caller, body }) => ok(await place.create(body, actorOf(caller)), messages.created, { status: 201 }),
    ),
    PUT: route(
      {
        auth: 'admin',
        summary: summaries.update,
        body: place.body,
        responses: {
          200: { description: messages.updated, schema: withMessage(place.item) },
          ...invalid,
          404: { description: `${messages.notFound} / ${messages.parentNotFound}` },
        },
      },
      async ({ caller, body }) => ok(await place.update(body, actorOf(caller)), messages.updated),
    ),
  };
}

/** DELETE /api/cities/{code} or /api/localities/{code} (admin). */
export function placeDeleteRoute<Q, Body, Item>(place: Place<Q, Body, Item>): Declared {
  return route(
    {
      auth: 'admin',
      summary: place.summaries.remove,
      params: place.code,
      responses: {
        200: { description: place.messages.deleted, schema: doneSchema },
        404: { description: place.messages.notFound },
        409: { description: place.conflicts.remove },
      },
    },
    async ({ caller, params }) => {
      await place.remove(params.code, actorOf(caller));
      return done(place.messages.deleted);
    },
  );
}

export const CITIES: Place<CitiesQuery, CityBody, CityItem> = {
  summaries: {
    list: 'Ciudades de un departamento (todas sin departmentCode; un código desconocido da una lista vacía)',
    create: 'Crear una ciudad (el nombre del departamento se toma del departamento guardado)',
    update: 'Actualizar la ciudad con el código del cuerpo; el nuevo nombre pasa a sus localidades y propiedades',
    remove: 'Eliminar una ciudad sin localidades ni propiedades',
  },
  query: citiesQuerySchema,
  body: cityBodySchema,
  item: citySchema,
  code: cityCodeParamSchema,
  list: ({ departmentCode }) => listCities(departmentCode),
  create: createCity,
  update: updateCity,
  remove: deleteCity,
  messages: {
    created: M.cityCreated,
    updated: M.cityUpdated,
    deleted: M.cityDeleted,
    notFound: M.cityNotFound,
    parentNotFound: M.departmentNotFound,
  },
  conflicts: {
    create: 'Ya existe una ciudad con el código {code}',
    remove: 'No se puede eliminar la ciudad porque tiene {n} localidades / propiedades asociadas',
  },
};

export const LOCALITIES: Place<LocalitiesQuery, LocalityBody, LocalityItem> = {
  summaries: {
    list: 'Localidades de una ciudad (todas sin cityCode; un código desconocido da una lista vacía)',
    create: 'Crear una localidad (los nombres de ciudad y departamento se toman de la ciudad guardada)',
    update: 'Actualizar la localidad con el código del cuerpo; el nuevo nombre pasa a sus propiedades',
    remove: 'Eliminar una localidad sin propiedades',
  },
  query: localitiesQuerySchema,
  body: localityBodySchema,
  item: localitySchema,
  code: localityCodeParamSchema,
  list: ({ cityCode }) => listLocalities(cityCode),
  create: createLocality,
  update: updateLocality,
  remove: deleteLocality,
  messages: {
    created: M.localityCreated,
    updated: M.localityUpdated,
    deleted: M.localityDeleted,
    notFound: M.localityNotFound,
    parentNotFound: M.cityNotFound,
  },
  conflicts: {
    create: 'Ya existe una localidad con el código {code}',
    remove: 'No se puede eliminar la localidad porque tiene {n} propiedades asociadas',
  },
};
