import { AdminApiError, adminFetch } from '../api-client';
import { changeBadge, countWindows, type Change } from './change-badge';

export interface RecentProperty {
  _id: string;
  title: string;
  price: number;
  status: string;
  type: string;
  location: { city: string; neighborhood: string };
  createdAt: string;
}
export interface RecentNews {
  _id?: string;
  id?: string;
  title: string;
  status: string;
  createdAt: string;
}
export interface StatFigure {
  value: number;
  change: Change | null;
}
export interface DashboardData {
  stats: { properties: StatFigure; news: StatFigure; views: StatFigure; users: StatFigure };
  rateLimited: boolean;
  properties: RecentProperty[];
  news: RecentNews[];
}

interface PropertyStats {
  totalProperties: number;
  totalViews: number;
  createdLast30Days: number;
  createdPrevious30Days: number;
}
interface UserStats {
  activeUsers: number;
  createdLast30Days: number;
  createdPrevious30Days: number;
}

const ZERO: StatFigure = { value: 0, change: null };
// Enough news to count the two 30-day windows exactly unless more than 100 were written in 60 days.
const NEWS_WINDOW = 100;

/** Stats, or null when the API is rate-limiting us (docs/admin-panel.md#dashboard: zero figures and a warning). */
async function limited<T>(request: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await request).data;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 429) return null;
    throw error;
  }
}

/** Every figure and list of the dashboard, from the /api contract as the signed-in admin. */
export async function loadDashboard(): Promise<DashboardData> {
  const [propertyStats, userStats, newsWindow, properties, news] = await Promise.all([
    limited(adminFetch<PropertyStats>('/api/properties/stats')),
    limited(adminFetch<UserStats>('/api/users/stats')),
    adminFetch<RecentNews[]>(`/api/news?limit=${NEWS_WINDOW}&sort=createdAt&order=desc`),
    adminFetch<RecentProperty[]>('/api/properties?page=1&limit=5&sort=newest'),
    adminFetch<RecentNews[]>('/api/news?limit=5&sort=createdAt&order=desc'),
  ]);
  const newsCounts = countWindows(
    newsWindow.data.map((n) => n.createdAt),
    Date.now(),
  );
  return {
    rateLimited: !propertyStats || !userStats,
    stats: {
      properties: propertyStats
        ? {
            value: propertyStats.totalProperties,
            change: changeBadge(propertyStats.createdLast30Days, propertyStats.createdPrevious30Days),
          }
        : ZERO,
      // Views are a running total without history: no period to compare, so no badge.
      views: propertyStats ? { value: propertyStats.totalViews, change: null } : ZERO,
      news: {
        value: newsWindow.pagination?.total ?? newsWindow.data.length,
        change: changeBadge(newsCounts.last30, newsCounts.previous30),
      },
      users: userStats
        ? {
            value: userStats.activeUsers,
            change: changeBadge(userStats.createdLast30Days, userStats.createdPrevious30Days),
          }
        : ZERO,
    },
    properties: properties.data,
    news: news.data,
  };
}
