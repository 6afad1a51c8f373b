/** A problem with a user's document: the message names the file, the place and what is wrong. */
export class DocumentError extends Error {
  readonly file: string;
  readonly where: string;
  readonly problem: string;

  constructor(file: string, where: string, problem: string) {
    super(`${file}${where ? `:${where}` : ''}: ${problem}`);
    this.name = 'DocumentError';
    this.file = file;
    this.where = where;
    this.problem = problem;
  }
}
