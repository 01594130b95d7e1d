import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboard, type DashboardFilterInput, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type DashboardPage = ResponseOf<typeof dashboard.searchDashProjects>['data'];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  page: (filter: DashboardFilterInput) => ['dashboard', filter] as const,
};

/** POST dashboard/searchdashprojects: one page of one type (records, sorts, setDisp, totalRecords). */
export const searchDashProjects = async (filter: DashboardFilterInput, signal?: AbortSignal): Promise<DashboardPage> =>
  (await callApi(dashboard.searchDashProjects, { body: filter }, { signal })).data;

export const useDashboardPage = (filter: DashboardFilterInput) =>
  useQuery({
    queryKey: dashboardKeys.page(filter),
    queryFn: ({ signal }) => searchDashProjects(filter, signal),
    placeholderData: keepPreviousData,
  });
