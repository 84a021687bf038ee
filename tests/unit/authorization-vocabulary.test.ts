import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PERMISSIONS, permissionsOf, PLATFORM_PERMISSIONS } from '../../src/contract/permissions';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const server = sourceFiles('src/server').map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('one authorization vocabulary', () => {
  it('has no second mechanism: no role guards, no raw session reads', () => {
    const others =
      /requireRole|requireUser|requireActor|requireAdminSession|request\.session\b|adminSession\b/;
    expect(server.filter(({ text }) => others.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('leaves authorization out of route files: they unpack and call', () => {
    const routeFiles = server.filter(({ file }) => /routes\.ts$/.test(file));
    expect(routeFiles.length).toBeGreaterThan(10);
    const deciding = routeFiles.filter(({ text }) => /access\/authorize|\.role\b/.test(text));
    expect(deciding.map(({ file }) => file)).toEqual([]);
  });

  it('keeps the HTTP layer apart from auth: the session store is an interface', () => {
    const http = server.filter(({ file }) => file.includes(`${path.sep}http${path.sep}`));
    expect(http.filter(({ text }) => /from '\.\.\/auth\//.test(text)).map(({ file }) => file)).toEqual([]);
  });
});

describe('permissions by session and role (D10)', () => {
  it('gives review to staff and workspace writes to clients only', () => {
    expect(PLATFORM_PERMISSIONS.client).toContain('implementation:write:own');
    expect(PLATFORM_PERMISSIONS.client).not.toContain('implementation:review');
    expect(PLATFORM_PERMISSIONS.auditor).toContain('implementation:review');
    expect(PLATFORM_PERMISSIONS.auditor).not.toContain('implementation:write:own');
    expect(PLATFORM_PERMISSIONS.auditor).not.toContain('evidence:delete:any');
  });

  it("lets no staff session delete a client's evidence: only its owner (or an admin impersonating it)", () => {
    for (const session of ['platform', 'console', 'system'] as const) {
      for (const role of ['auditor', 'admin'] as const) {
        expect(permissionsOf(session, role)).not.toContain('evidence:delete:own');
        expect(permissionsOf(session, role).some((p) => p.startsWith('evidence:delete'))).toBe(false);
      }
    }
    expect(permissionsOf('platform', 'client')).toContain('evidence:delete:own');
  });

  it('keeps console powers to an admin console session', () => {
    expect(permissionsOf('console', 'admin')).toEqual(CONSOLE_PERMISSIONS);
    expect(permissionsOf('console', 'auditor')).toEqual([]);
    expect(permissionsOf('console', 'client')).toEqual([]);
    for (const role of ['client', 'auditor', 'admin'] as const) {
      expect(permissionsOf('platform', role)).not.toContain('admin:console');
      expect(permissionsOf('platform', role)).not.toContain('user:impersonate');
    }
    expect(permissionsOf('system', 'admin')).toEqual(['user:create']);
  });
});

describe('member roles (D27, 32 CFR 170.22)', () => {
  const affirms = (role: 'owner' | 'editor' | 'viewer', canAffirm: boolean) =>
    permissionsOf('platform', 'client', { role, canAffirm }).includes('cycle:affirm:own');

  it('grants the affirmation only with canAffirm, and never to a viewer', () => {
    expect(affirms('owner', true)).toBe(true);
    expect(affirms('editor', true)).toBe(true);
    expect(affirms('owner', false)).toBe(false);
    expect(affirms('editor', false)).toBe(false);
    // A viewer reads only: even a stored canAffirm (the database refuses one) grants nothing.
    expect(affirms('viewer', true)).toBe(false);
  });

  it('gives a viewer no write, an editor the work but no owner act, and an account in no organization its own account only', () => {
    const writes = [
      'implementation:write:own',
      'evidence:upload:own',
      'evidence:delete:own',
      'diagnostic:run:own',
    ];
    const ownerActs = ['organization:manage:own', 'cycle:manage:own', 'sprs:record:own', 'ssp:approve:own'];
    const viewer = permissionsOf('platform', 'client', { role: 'viewer', canAffirm: false });
    const editor = permissionsOf('platform', 'client', { role: 'editor', canAffirm: false });
    const owner = permissionsOf('platform', 'client', { role: 'owner', canAffirm: false });
    expect(writes.filter((permission) => viewer.includes(permission as never))).toEqual([]);
    expect(writes.every((permission) => editor.includes(permission as never))).toBe(true);
    expect(ownerActs.filter((permission) => editor.includes(permission as never))).toEqual([]);
    expect(ownerActs.every((permission) => owner.includes(permission as never))).toBe(true);
    expect(permissionsOf('platform', 'client', null)).toEqual([
      'account:own',
      'account:edit:own',
      'catalog:read',
      'organization:create',
    ]);
  });
});
