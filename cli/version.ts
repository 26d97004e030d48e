/** The CLI's version, as `rochade --version` prints it (a module of its own: commands that name it load nothing else). */
export const VERSION = '0.1.0';
