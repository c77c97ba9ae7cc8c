export default {
  /** SPEC §9: times carry the suffix "Uhr". */
  time: '{time} Uhr',
};
