/**
 * A babel plugin for the boundary check only: it turns `import type` (and `type` specifiers,
 * and `export type … from`) into ordinary imports before the TypeScript preset runs, so the
 * preset keeps them and dependency-cruiser sees every edge. A type crossing a boundary couples
 * code as much as a value does.
 */
module.exports = function keepTypeImports() {
  const asValue = (node) => {
    if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
    if (node.exportKind === 'type') node.exportKind = 'value';
    for (const specifier of node.specifiers ?? []) {
      if (specifier.importKind === 'type') specifier.importKind = 'value';
      if (specifier.exportKind === 'type') specifier.exportKind = 'value';
    }
  };
  return {
    visitor: {
      // On entering the program, before the TypeScript preset decides which imports to drop.
      Program(path) {
        for (const statement of path.node.body) {
          if (statement.type === 'ImportDeclaration') asValue(statement);
          if (statement.type === 'ExportNamedDeclaration' && statement.source) asValue(statement);
        }
      },
    },
  };
};
