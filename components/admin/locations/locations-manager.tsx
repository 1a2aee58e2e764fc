'use client';

import { useCallback, useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton } from '@/components/admin/buttons';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import type { CityItem, DepartmentItem, LocalityItem } from '@/lib/validation/locations';

import { LocationModal, type ModalTarget } from './location-modal';
import { LocationTabs, type LocationTab } from './location-tabs';
import { ParentSelect } from './parent-select';
import { PlaceList, PlaceName } from './place-list';
import { usePlaces, write } from './use-places';

/** The locations manager: departments (read-only), cities and localities with a modal. */
export function LocationsManager() {
  const [tab, setTab] = useState<LocationTab>('departments');
  const [department, setDepartment] = useState<DepartmentItem | null>(null);
  const [city, setCity] = useState<CityItem | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [modal, setModal] = useState<ModalTarget | null>(null);
  const fail = useCallback((text: string) => setNotice({ kind: 'error', text }), []);

  const departments = usePlaces<DepartmentItem>('/api/departments', 'departamentos');
  const cities = usePlaces<CityItem>(department ? `/api/cities?departmentCode=${department.code}` : null, 'ciudades');
  const localities = usePlaces<LocalityItem>(city ? `/api/localities?cityCode=${city.code}` : null, 'localidades');
  const loadError = departments.error ?? cities.error ?? localities.error;

  const chooseDepartment = (d: DepartmentItem | null) => {
    setDepartment(d);
    setCity(null);
  };
  const openCity = (editing?: CityItem) => {
    if (!department) return fail('Por favor selecciona un departamento primero');
    setModal({ kind: 'ciudad', editing, parents: [{ label: 'Departamento', value: department.name }] });
  };
  const openLocality = (editing?: LocalityItem) => {
    if (!city) return fail('Por favor selecciona una ciudad primero');
    setModal({
      kind: 'localidad',
      editing,
      parents: [
        { label: 'Departamento', value: city.departmentName },
        { label: 'Ciudad', value: city.name },
      ],
    });
  };

  async function save(values: { name: string; code: string }): Promise<string | null> {
    if (!modal) return null;
    const method = modal.editing ? 'PUT' : 'POST';
    const result =
      modal.kind === 'ciudad'
        ? await write('Error guardando ciudad', () =>
            adminFetch('/api/cities', {
              method,
              json: { ...values, departmentCode: department!.code, departmentName: department!.name },
            }),
          )
        : await write('Error guardando localidad', () =>
            adminFetch('/api/localities', {
              method,
              json: {
                ...values,
                cityCode: city!.code,
                cityName: city!.name,
                departmentCode: city!.departmentCode,
                departmentName: city!.departmentName,
              },
            }),
          );
    if (!result.ok) return result.message;
    setModal(null);
    setNotice({ kind: 'success', text: result.message });
    (modal.kind === 'ciudad' ? cities : localities).reload();
    return null;
  }

  async function remove(kind: 'ciudad' | 'localidad', item: { code: string; name: string }) {
    if (!window.confirm(`¿Estás seguro de eliminar la ${kind} "${item.name}"?`)) return;
    const isCity = kind === 'ciudad';
    const result = await write(isCity ? 'Error eliminando ciudad' : 'Error eliminando localidad', () =>
      adminFetch(`/api/${isCity ? 'cities' : 'localities'}/${item.code}`, { method: 'DELETE' }),
    );
    setNotice({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) {
      if (isCity && city?.code === item.code) setCity(null);
      (isCity ? cities : localities).reload();
    }
  }

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Ubicaciones</h1>
        <p className="text-sm text-muted">
          Departamentos, ciudades y localidades que usan los inmuebles y la búsqueda.
        </p>
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {loadError && <Notice notice={{ kind: 'error', text: loadError }} />}
      <LocationTabs tab={tab} onTab={setTab} />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="space-y-4">
        {tab === 'departments' && (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {(departments.items ?? []).map((d) => (
              <li
                key={d.code}
                data-testid="department-card"
                className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4"
              >
                <PlaceName place={d} />
                <button
                  type="button"
                  onClick={() => (chooseDepartment(d), setTab('cities'))}
                  className="rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:underline"
                  aria-label={`Ver Ciudades de ${d.name}`}
                >
                  Ver Ciudades
                </button>
              </li>
            ))}
            {departments.items === null && (
              <li role="status" className="text-muted">
                Cargando departamentos...
              </li>
            )}
          </ul>
        )}
        {tab === 'cities' && (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <ParentSelect
                label="Departamento"
                items={departments.items ?? []}
                value={department?.code ?? ''}
                onChange={chooseDepartment}
              />
              <button type="button" onClick={() => openCity()} className={primaryButton}>
                Agregar ciudad
              </button>
            </div>
            <PlaceList
              items={department ? cities.items : []}
              noun="ciudad"
              empty={
                department
                  ? `${department.name} no tiene ciudades registradas.`
                  : 'Elige un departamento para ver sus ciudades.'
              }
              onEdit={(c) => openCity(c)}
              onDelete={(c) => remove('ciudad', c)}
              onOpen={{ label: 'Ver Localidades', run: (c) => (setCity(c), setTab('localities')) }}
            />
          </>
        )}
        {tab === 'localities' && (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <ParentSelect
                label="Ciudad"
                items={cities.items ?? []}
                value={city?.code ?? ''}
                onChange={setCity}
                hint={department ? undefined : 'Elige primero un departamento en la pestaña Ciudades.'}
              />
              <button type="button" onClick={() => openLocality()} className={primaryButton}>
                Agregar localidad
              </button>
            </div>
            <PlaceList
              items={city ? localities.items : []}
              noun="localidad"
              empty={
                city ? `${city.name} no tiene localidades registradas.` : 'Elige una ciudad para ver sus localidades.'
              }
              onEdit={(l) => openLocality(l)}
              onDelete={(l) => remove('localidad', l)}
            />
          </>
        )}
      </div>
      {modal && (
        <LocationModal
          key={`${modal.kind}-${modal.editing?.code ?? 'new'}`}
          target={modal}
          onClose={() => setModal(null)}
          onSave={save}
        />
      )}
    </section>
  );
}
