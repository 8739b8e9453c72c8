import { type Permission, permissions } from '@mp/contract/ums/permissions';
import type { CustomRoleAnswer } from '@mp/contract/ums/staff';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useCan } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useCustomRoles, useDeleteRole, useSaveRole } from '../api/staff';

/** A role being made (no id) or changed. */
type Draft = { id?: number; name: string; ticked: Set<Permission> };
const emptyDraft = (): Draft => ({ name: '', ticked: new Set() });

/**
 * The merchant's own roles: each ticks permissions of the catalogue. Only what the person
 * managing staff holds can be ticked (the server refuses the rest too).
 */
export function RolesEditor() {
  const t = useT();
  const can = useCan();
  const roles = useCustomRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [draft, setDraft] = useState<Draft>(emptyDraft);

  const edit = (role: CustomRoleAnswer) =>
    setDraft({ id: role.id, name: role.name, ticked: new Set(role.permissions) });
  const toggle = (permission: Permission, on: boolean) => {
    const ticked = new Set(draft.ticked);
    if (on) ticked.add(permission);
    else ticked.delete(permission);
    setDraft({ ...draft, ticked });
  };
  const submit = async () => {
    await save.mutateAsync({
      ...(draft.id === undefined ? {} : { id: draft.id }),
      body: { name: draft.name.trim(), permissions: [...draft.ticked] },
    });
    toast.success(t('staff.roleSaved', { name: draft.name.trim() }));
    setDraft(emptyDraft());
  };

  return (
    <div className="flex flex-col gap-3">
      {(roles.data ?? []).length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
          {(roles.data ?? []).map((role) => (
            <li key={role.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{role.name}</span>
              <span className="text-ink-muted">
                {t('staff.roleMembers', { count: role.members })}
              </span>
              <span className="ml-auto flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('staff.editRole')}: ${role.name}`}
                  onClick={() => edit(role)}
                >
                  {t('staff.editRole')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('staff.deleteRole')}: ${role.name}`}
                  disabled={role.members > 0}
                  onClick={() => void remove.mutateAsync(role.id)}
                >
                  {t('staff.deleteRole')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
      >
        <TextField
          label={t('staff.roleName')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="text-[13px] font-medium text-ink">{t('staff.roleAllows')}</legend>
          <div className="grid grid-cols-1 gap-1 pt-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {permissions
              .filter((permission) => can(permission))
              .map((permission) => (
                <label key={permission} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={draft.ticked.has(permission)}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  {t(`permissions.${permission}`)}
                </label>
              ))}
          </div>
        </fieldset>
        <div className="flex gap-2">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={draft.name.trim().length < 2 || draft.ticked.size === 0}
          >
            {t(draft.id === undefined ? 'staff.makeRole' : 'staff.saveRole')}
          </Button>
          {draft.id === undefined ? null : (
            <Button variant="ghost" onClick={() => setDraft(emptyDraft())}>
              {t('staff.cancel')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
