import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  AdminActivityQuery,
  AdminEvidenceQuery,
  AdminImplementationsQuery,
  AdminOrganizationsQuery,
  AdminUsersQuery,
  AllAssessmentsQuery,
} from '../../contract/admin';
import type { LoginInput } from '../../contract/auth';
import { routes } from '../../contract/routes';
import type { CreateStaffInput, UpdateUserInput } from '../../contract/staff';
import { call, callForBlob, getQueryFn, routeKey } from './api';
import { saveBlob } from './download';
import { serverMessageOr } from './errors';
import { toast } from './toast';

export const adminSessionKey = routeKey(routes.consoleSession);
export const allAssessmentsKey = routeKey(routes.allAssessments);
export const adminUsersKey = routeKey(routes.adminUsers);
export const adminImplementationsKey = routeKey(routes.adminImplementations);
export const adminEvidenceKey = routeKey(routes.adminEvidence);
export const adminActivityKey = routeKey(routes.adminActivity);

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
 * POST /api/admin/login: the form shows its failure itself; a 401 there is a refusal (a wrong
 * password, the code of two-step sign-in asked for, or an admin who must enrol first, D33).
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => call(routes.adminLogin, { body }),
    meta: { signIn: 'none' },
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminSession>(adminSessionKey, { authenticated: true, admin: answer.admin });
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.adminLogout),
    meta: { signIn: 'admin' },
    onSuccess: () => {
      for (const key of [
        allAssessmentsKey,
        adminUsersKey,
        adminImplementationsKey,
        adminEvidenceKey,
        adminActivityKey,
      ])
        queryClient.removeQueries({ queryKey: key });
      queryClient.setQueryData(adminSessionKey, null);
    },
  });
}

/** GET /api/admin/all-assessments: the summary counts and the catalog (D16). */
export function useAllAssessments(query: AllAssessmentsQuery, enabled: boolean) {
  return useQuery({
    queryKey: routeKey(routes.allAssessments, { query }),
    queryFn: () => call(routes.allAssessments, { query }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { signIn: 'admin' },
  });
}

/** One page of a console list (D21); the page shown stays while the next one loads. */
function usePagedList<T>(queryKey: QueryKey, read: () => Promise<T>, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: read,
    placeholderData: keepPreviousData,
    enabled,
    meta: { signIn: 'admin' },
  });
}

/** GET /api/admin/users: accounts by name, username or e-mail, role and affirmation. */
export const useAdminUsers = (query: AdminUsersQuery, enabled: boolean) =>
  usePagedList(routeKey(routes.adminUsers, { query }), () => call(routes.adminUsers, { query }), enabled);

/** GET /api/admin/organizations: by business name, or a member's username or e-mail (D27). */
export const useAdminOrganizations = (query: AdminOrganizationsQuery, enabled: boolean) =>
  usePagedList(
    routeKey(routes.adminOrganizations, { query }),
    () => call(routes.adminOrganizations, { query }),
    enabled,
  );

/** GET /api/admin/implementations: by control or organization, status and domain. */
export const useAdminImplementations = (query: AdminImplementationsQuery, enabled: boolean) =>
  usePagedList(
    routeKey(routes.adminImplementations, { query }),
    () => call(routes.adminImplementations, { query }),
    enabled,
  );

/** GET /api/admin/evidence: by file name, organization or control. */
export const useAdminEvidence = (query: AdminEvidenceQuery, enabled: boolean) =>
  usePagedList(
    routeKey(routes.adminEvidence, { query }),
    () => call(routes.adminEvidence, { query }),
    enabled,
  );

/** GET /api/admin/activity: by organization or action, naming who acted. */
export const useAdminActivity = (query: AdminActivityQuery, enabled: boolean) =>
  usePagedList(
    routeKey(routes.adminActivity, { query }),
    () => call(routes.adminActivity, { query }),
    enabled,
  );

/** GET /api/admin/activity.csv with the tab's search and filter, saved as a file (D21). */
export const useDownloadActivityCsv = () =>
  useMutation({
    mutationFn: async (query: Pick<AdminActivityQuery, 'search' | 'action'>) =>
      saveBlob(
        await callForBlob(routes.adminActivityCsv, { query }),
        `activity-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    meta: {
      signIn: 'admin',
      errorToast: {
        title: 'Export failed',
        description: serverMessageOr('The activity log could not be exported.'),
      },
    },
  });

/** After an account changes: the lists and the counts that show it. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUsersKey }),
      queryClient.invalidateQueries({ queryKey: allAssessmentsKey }),
      queryClient.invalidateQueries({ queryKey: adminActivityKey }),
    ]);
}

/** POST /api/admin/users: an auditor or admin account (D17, D20); the dialog shows field errors. */
export function useCreateStaff() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateStaffInput) => call(routes.createStaff, { body: input }),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Account not created', description: serverMessageOr('Please try again.') },
    },
    onSuccess: (user) => {
      toast({
        title: 'Staff account created',
        description: `${user.username} turns on two-step sign-in through the enrolment link before signing in.`,
      });
      // Not waited for: the dialog shows the enrolment link at once, the list follows.
      void refresh();
    },
  });
}

/**
 * POST /api/admin/users/{id}/enrolment-link (D33): a new enrolment link for a staff account that
 * has not turned two-step sign-in on; the older links stop working.
 */
export function useMakeEnrolmentLink() {
  return useMutation({
    mutationFn: (userId: string) => call(routes.adminEnrolmentLink, { params: { id: userId } }),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Link not made', description: serverMessageOr('Please try again.') },
    },
  });
}

/**
 * POST /api/admin/users/{id}/reset-link (issue 23): a single-use link to choose a new password, for
 * the admin to pass on; its activity entry then shows in the console's activity tab.
 */
export function useMakeResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(routes.adminResetLink, { params: { id: userId } }),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Link not made', description: serverMessageOr('Please try again.') },
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminActivityKey }),
  });
}

/** PATCH /api/admin/users/{id}: a new role, or the account disabled or enabled (D20). */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserInput }) =>
      call(routes.updateUser, { params: { id }, body: change }),
    meta: {
      signIn: 'admin',
      errorToast: { title: 'Account not changed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: () => {
      void refresh();
    },
  });
}

/** POST /api/admin/reset-password (the dialog says whose password on success). */
export const useResetUserPassword = () =>
  useMutation({
    mutationFn: ({ userId, newPassword }: { userId: string; newPassword: string }) =>
      call(routes.adminResetPassword, { body: { userId, newPassword } }),
    meta: {
      signIn: 'admin',
      errorToast: {
        title: 'Password Reset Failed',
        description: serverMessageOr('There was an error resetting the password.'),
      },
    },
  });

/** POST /api/admin/impersonate, then a full page load of the user's platform (document 2 section 4). */
export const useOpenUserPlatform = () =>
  useMutation({
    mutationFn: (userId: string) => call(routes.impersonate, { body: { userId } }),
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
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) =>
      saveBlob(await callForBlob(routes.adminEvidenceContent, { params: { id } }), fileName),
    meta: { signIn: 'admin' },
    onError: (error) => console.error('Evidence download failed', error),
  });
