// Template: the block lists declarations as their module writes them; a namespace of its own keeps them apart from
// the module's real ones, which the document's other blocks use.
enum __Snippet__ {
  // <snippet>
}
