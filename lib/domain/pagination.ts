export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function paginate<T>(items: T[], { page, limit, total }: Omit<Pagination, 'pages'>): Page<T> {
  return { items, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
