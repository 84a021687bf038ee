import { MEMBER_ROLES } from '../../contract/constants';
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from '../../contract/organizations';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

/** What each role may do, and who may affirm (D27, 32 CFR 170.22). */
export function RoleGuide() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What each role may do</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 xl:grid-cols-4">
          {MEMBER_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-semibold text-slate-900">{MEMBER_ROLE_LABELS[role]}</dt>
              <dd className="text-slate-700">{MEMBER_ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-slate-900">May affirm</dt>
            <dd className="text-slate-700">
              Makes the yearly affirmation in their own name, as the senior official of the business (32 CFR
              170.22). An owner or editor can be allowed to; a viewer cannot.
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
