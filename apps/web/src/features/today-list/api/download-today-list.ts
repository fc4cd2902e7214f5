import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /api/today-list/excel: today's trips as the server writes them, saved as TodayList.xlsx. */
export function downloadTodayList(): Promise<void> {
  return downloadFile('/api/today-list/excel', 'TodayList.xlsx');
}

export function useDownloadTodayList() {
  return useMutation({ mutationFn: downloadTodayList });
}
