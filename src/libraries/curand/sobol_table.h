/* cucc: Joe and Kuo's initial direction numbers m_1..m_s of Sobol
 * dimensions 2, 3, ... (new-joe-kuo-6.21201), s the degree of each
 * dimension's primitive polynomial (up to 13 here). */
static const unsigned short jk_init[][13] = {
  {1},
  {1, 3},
  {1, 3, 1},
  {1, 1, 1},
  {1, 1, 3, 3},
  {1, 3, 5, 13},
};
