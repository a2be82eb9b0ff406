import path from 'node:path';

/**
 * A screen of `src/resources/<a>/…` may reach another resource folder `src/resources/<b>/…`
 * only through its `index.ts` (which holds its lazy screens); shared code lives in
 * `src/components/`. Sub-folders (`products/sets/`) belong to their resource.
 */
const RESOURCES = `${path.sep}src${path.sep}resources${path.sep}`;

/** The resource folder of a file, or null outside src/resources. */
function resourceOf(file) {
  const at = file.lastIndexOf(RESOURCES);
  if (at < 0) return null;
  const rest = file.slice(at + RESOURCES.length).split(path.sep);
  return rest.length > 1 ? { root: file.slice(0, at + RESOURCES.length), name: rest[0] } : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another resource folder only through its index.ts' },
    schema: [],
    messages: {
      boundary:
        "'{{source}}' reaches inside the resource folder '{{other}}': import it through '{{other}}/index.ts', or move shared code to src/components.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = resourceOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const prefix = path.join(own.root, '');
      if (!target.startsWith(prefix)) return;
      const parts = target.slice(prefix.length).split(path.sep);
      const other = parts[0];
      if (other === own.name) return;
      const inner = parts.slice(1).join('/');
      if (inner === '' || inner === 'index' || inner === 'index.ts') return;
      context.report({ node: node.source, messageId: 'boundary', data: { source, other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'resource-boundaries': rule } };
