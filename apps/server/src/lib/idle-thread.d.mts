/** Types of idle-thread.mjs (plain JavaScript shared with the database thread). */
export declare function lowerThisThread(): void;
