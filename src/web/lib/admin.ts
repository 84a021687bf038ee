import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllAssessments, AllAssessmentsQuery } from '../../contract/admin';
import type { LoginInput } from '../../contract/auth';
import { apiRequest, getJson, getQueryFn } from './api';

export const adminSessionKey = ['/api/admin/session'] as const;
export const allAssessmentsKey = ['/api/admin/all-assessments'] as const;
export const impersonationKey = ['/api/admin/impersonation-status'] as const;

interface AdminSession {
  authenticated: true;
  admin: { id: string; username: string };
}

/** GET /api/admin/session: null without an admin session. */
export const useAdminSession = () =>
  useQuery<AdminSession | null>({
    queryKey: adminSessionKey,
    queryFn: getQueryFn<AdminSession>({ on401: 'returnNull' }),
    staleTime: 0,
  });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginInput) =>
      (await (await apiRequest('POST', '/api/admin/login', body)).json()) as AdminSession,
    onSuccess: (session) => queryClient.setQueryData(adminSessionKey, session),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: allAssessmentsKey });
      queryClient.setQueryData(adminSessionKey, null);
    },
  });
}

/** GET /api/admin/all-assessments with the console's filters. */
export function useAllAssessments(query: AllAssessmentsQuery, enabled: boolean) {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return useQuery<AllAssessments>({
    queryKey: [...allAssessmentsKey, query],
    queryFn: () => getJson(`/api/admin/all-assessments?${params}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const resetUserPassword = (userId: string, newPassword: string) =>
  apiRequest('POST', '/api/admin/reset-password', { userId, newPassword });

export const openUserPlatform = (userId: string) => apiRequest('POST', '/api/admin/impersonate', { userId });

/** GET /api/admin/impersonation-status: is an admin viewing this platform? */
export const useImpersonationStatus = () =>
  useQuery<{ isImpersonating: boolean; user: { businessName: string } | null } | null>({
    queryKey: impersonationKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });

export const exitImpersonation = () => apiRequest('POST', '/api/admin/exit-impersonation');
