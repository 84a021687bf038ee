import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin, AllAssessments, AllAssessmentsQuery } from '../../contract/admin';
import type { LoginInput } from '../../contract/auth';
import { apiRequest, getBlob, getJson, getQueryFn, sendJson } from './api';

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

/**
 * POST /api/admin/login: the form shows its failure itself; a 401 there is a refusal. The answer
 * may instead be the enrolment of two-step sign-in (D20): no session yet.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => sendJson<AdminLogin>('POST', '/api/admin/login', body),
    meta: { signIn: 'none' },
    onSuccess: (answer) => {
      // With recovery codes to show first, the page opens the console once they are saved.
      if (answer.authenticated && !answer.recoveryCodes)
        queryClient.setQueryData<AdminSession>(adminSessionKey, { authenticated: true, admin: answer.admin });
    },
  });
}

/** Lets the console's pages see the session a sign-in opened (after its recovery codes were shown). */
export function useOpenConsole() {
  const queryClient = useQueryClient();
  return (admin: AdminSession['admin']) =>
    queryClient.setQueryData<AdminSession>(adminSessionKey, { authenticated: true, admin });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    meta: { signIn: 'admin' },
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
    meta: { signIn: 'admin' },
  });
}

/** POST /api/admin/reset-password (the dialog says whose password on success). */
export const useResetUserPassword = () =>
  useMutation({
    mutationFn: ({ userId, newPassword }: { userId: string; newPassword: string }) =>
      apiRequest('POST', '/api/admin/reset-password', { userId, newPassword }),
    meta: {
      signIn: 'admin',
      errorToast: {
        title: 'Password Reset Failed',
        description: 'There was an error resetting the password.',
      },
    },
  });

/** POST /api/admin/impersonate, then a full page load of the user's platform (document 2 section 4). */
export const useOpenUserPlatform = () =>
  useMutation({
    mutationFn: (userId: string) => apiRequest('POST', '/api/admin/impersonate', { userId }),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Access Failed', description: 'Could not access user platform.' },
    },
    onSuccess: () => window.location.assign('/dashboard'),
  });

/**
 * GET /api/admin/evidence/{id}/content, saved under the file's name. A failure other than an
 * ended session is only logged (document 2 section 8).
 */
export const useDownloadAdminEvidence = () =>
  useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const url = URL.createObjectURL(await getBlob(`/api/admin/evidence/${encodeURIComponent(id)}/content`));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    },
    meta: { signIn: 'admin' },
    onError: (error) => console.error('Evidence download failed', error),
  });

/** GET /api/admin/impersonation-status: is an admin viewing this platform? */
export const useImpersonationStatus = () =>
  useQuery<{ isImpersonating: boolean; user: { businessName: string } | null } | null>({
    queryKey: impersonationKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });

/**
 * POST /api/admin/exit-impersonation, back to the console. A 401 means the platform session is
 * gone: the admin belongs in the console, whose sign-in forwards to the dashboard when its own
 * session still holds.
 */
export const useExitImpersonation = () =>
  useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/exit-impersonation'),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Error', description: 'Could not return to admin view' },
    },
    onSuccess: () => window.location.assign('/admin/dashboard'),
  });
