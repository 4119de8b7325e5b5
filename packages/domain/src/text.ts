/**
 * Text a person typed, as the product keeps it: without what cannot be seen at either end, white
 * space and invisible format characters alike (a zero-width space, a byte order mark). A name of
 * nothing visible is then no name, and is refused as an empty one is. Inside the text such
 * characters stay: a zero-width joiner holds an emoji sequence together.
 */
export function visibleText(text: string): string {
  return text.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}
