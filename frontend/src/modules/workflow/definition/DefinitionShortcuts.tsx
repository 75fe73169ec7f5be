/** 快捷入口 of one definition: the generic shortcut screen filtered to its key. */
import type { FlwDefinition } from '@/api/modules/workflow';
import { CrudPage } from '@/shared/crud';
import { shortcutDef } from '../shortcut/shortcutDef';

export function DefinitionShortcuts({ definition }: { definition: FlwDefinition }) {
  return <CrudPage def={shortcutDef} bare params={{ modelKey: definition.key }} addDefaults={{ modelKey: definition.key, name: definition.name }} />;
}
