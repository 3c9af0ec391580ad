/* Compiled fast path of the open-hand solvers (solver.py, solver_null.py).
 *
 * The same search as the pure-Python closures: one call per trick, hands rotated so the
 * leader comes first, the same move lists (7-8-9 runs and jack runs grouped, Null runs
 * grouped, dominated cards left out) and the same move order (stable sorts on the same
 * keys). These things differ. A position whose sure points (the trumps above every trump
 * of the other side) already settle the question is answered without a search (a tenth
 * fewer positions on whole deals), and so is one that the leader's cashing settles (its
 * top trumps, and once the other side has none its other trumps, and its plain cards no
 * live card beats, with the points the others must give to them: a quarter fewer
 * positions for an exact value). The suit search is fail-soft: it returns a bound, not
 * yes or no, and stores that tighter bound. The transposition table is a fixed block of
 * 16-byte entries in buckets of four (one cache line), bounded in bytes and shared by
 * every contract type of the process (a tag in each entry says whose it is). A full
 * bucket gives up its entry with the fewest cards left, the cheapest to search again.
 * The values stored are bounds on the points still to come, so an entry lost only costs
 * time, never an answer. Positions are keyed by who holds the k-th live card of each
 * group (quasi-symmetry): positions alike but for which cards are gone share a bucket,
 * and a stored bound of one settles another after it is widened by the points that
 * differ (none when only which 7, 8 or 9 or which jacks are gone differs).
 *
 * Built by hatch_build.py (or tools/build_solver.py in place); solver.py falls back to
 * the pure-Python search when this module is missing or SKAT_DESKTOP_PURE_SOLVER=1.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pythread.h>
#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
/* Every x86 processor since 2008 counts bits in one instruction (MSVC's __popcnt below
 * needs it too), and the search counts bits at every position: it is compiled for that
 * instruction, and the module refuses to load on a processor without it, so that the
 * pure-Python search serves there (see PyInit__solver_c). */
#define POPCNT_TARGET 1
#pragma GCC push_options
#pragma GCC target("popcnt")
#endif

#define JACKS 0x10101010u
#define UNKNOWN 255
#define BUCKET 4

typedef struct {
    uint32_t a, b, c;
    uint8_t tag; /* 0: empty; else contract tag << 2 | declarer's place */
    uint8_t lower, upper, best;
} Entry;

/* For the helpers that suit_search and suit_window share: inlined into the threshold
 * search as when it was their only caller (called, they cost 3 % more instructions). */
#if defined(_MSC_VER)
#define HOT_INLINE static __forceinline
#elif defined(__GNUC__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif

#if defined(_MSC_VER)
#include <intrin.h>
static int popcount32(uint32_t x) { return (int)__popcnt(x); }
static int top_card(uint32_t x) {
    unsigned long i;
    _BitScanReverse(&i, x);
    return (int)i;
}
static int low_card(uint32_t x) {
    unsigned long i;
    _BitScanForward(&i, x);
    return (int)i;
}
#if defined(_M_X64) || defined(_M_IX86)
#define PREFETCH(p) _mm_prefetch((const char *)(p), _MM_HINT_T0)
#else
#define PREFETCH(p) ((void)(p))
#endif
#else
#define PREFETCH(p) __builtin_prefetch(p)
#if defined(POPCNT_TARGET)
static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }
#else
/* Without the instruction __builtin_popcount is a library call; this is a few
 * instructions. */
static int popcount32(uint32_t x) {
    x = x - (x >> 1 & 0x55555555u);
    x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
    return (int)(((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u >> 24);
}
#endif
static int top_card(uint32_t x) { return 31 - __builtin_clz(x); }
static int low_card(uint32_t x) { return __builtin_ctz(x); }
#endif

/* -- the table --------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    Entry *entries;
    size_t mask; /* buckets - 1 */
    size_t used;
    void *block; /* what was allocated (entries lie inside, aligned) */
    size_t block_size;
    /* A search runs without the GIL (a long solve on the analysis thread must not stall
     * the GUI thread); this lock keeps two searches off one table at a time. */
    PyThread_type_lock lock;
} TableObject;

/* Zeroed memory for the entries. On Linux an anonymous mapping aligned to 2 MB and
 * marked for transparent huge pages: probes land anywhere in the table, and with 4 KB
 * pages most of them would also miss the TLB. */
static Entry *table_alloc(TableObject *t, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    size_t huge = (size_t)2 << 20;
    size_t size = bytes + huge;
    void *block = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block != MAP_FAILED) {
        uintptr_t start = ((uintptr_t)block + huge - 1) & ~(uintptr_t)(huge - 1);
        madvise((void *)start, bytes, MADV_HUGEPAGE);
        t->block = block;
        t->block_size = size;
        return (Entry *)start;
    }
#endif
    t->block = PyMem_RawCalloc(bytes, 1);
    t->block_size = 0;
    return (Entry *)t->block;
}

static void table_free(TableObject *t) {
    if (!t->block)
        return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (t->block_size) {
        munmap(t->block, t->block_size);
        t->block = NULL;
        return;
    }
#endif
    PyMem_RawFree(t->block);
    t->block = NULL;
}

static uint64_t mix(uint32_t a, uint32_t b, uint32_t c, uint8_t tag) {
    uint64_t x = ((uint64_t)a << 32 | b) ^ ((uint64_t)c * 0x9E3779B97F4A7C15ull) ^ tag;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 31;
    return x;
}

static Entry *bucket_of(const TableObject *t, uint32_t a, uint32_t b, uint32_t c, uint8_t tag) {
    return t->entries + (mix(a, b, c, tag) & t->mask) * BUCKET;
}

/* The entry of a position in its bucket e, or NULL. */
static Entry *find_in(Entry *e, uint32_t a, uint32_t b, uint32_t c, uint8_t tag) {
    for (int i = 0; i < BUCKET; i++, e++)
        if (e->tag == tag && e->a == a && e->b == b && e->c == c)
            return e;
    return NULL;
}

static Entry *table_find(TableObject *t, uint32_t a, uint32_t b, uint32_t c, uint8_t tag) {
    return find_in(bucket_of(t, a, b, c, tag), a, b, c, tag);
}

/* The entry of a position in its bucket, made (in place of the entry with the fewest
 * cards) when there is none. */
static Entry *make_in(TableObject *t, Entry *bucket, uint32_t a, uint32_t b, uint32_t c,
                      uint8_t tag) {
    Entry *victim = NULL;
    int fewest = 99;
    for (int i = 0; i < BUCKET; i++) {
        Entry *e = bucket + i;
        if (e->tag == tag && e->a == a && e->b == b && e->c == c)
            return e;
        if (!e->tag) {
            if (fewest >= 0) {
                victim = e;
                fewest = -1;
            }
        } else if (fewest >= 0) {
            int n = popcount32(e->a);
            if (n < fewest) {
                fewest = n;
                victim = e;
            }
        }
    }
    if (!victim->tag)
        t->used++;
    victim->a = a;
    victim->b = b;
    victim->c = c;
    victim->tag = tag;
    victim->lower = 0;
    victim->upper = UNKNOWN;
    victim->best = UNKNOWN;
    return victim;
}

static Entry *table_make(TableObject *t, uint32_t a, uint32_t b, uint32_t c, uint8_t tag) {
    return make_in(t, bucket_of(t, a, b, c, tag), a, b, c, tag);
}

static int Table_init(TableObject *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"nbytes", NULL};
    Py_ssize_t nbytes;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "n", names, &nbytes))
        return -1;
    if (nbytes < (Py_ssize_t)(sizeof(Entry) * BUCKET)) {
        PyErr_Format(PyExc_ValueError, "table size %zd bytes is below one bucket (%zd)", nbytes,
                     (Py_ssize_t)(sizeof(Entry) * BUCKET));
        return -1;
    }
    size_t buckets = 1;
    while (buckets * 2 * sizeof(Entry) * BUCKET <= (size_t)nbytes)
        buckets *= 2;
    if (!self->lock && !(self->lock = PyThread_allocate_lock())) {
        PyErr_NoMemory();
        return -1;
    }
    size_t bytes = buckets * BUCKET * sizeof(Entry);
    Entry *entries;
    /* Under the lock: a second __init__ must not pull the table from under a search. */
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(self->lock, WAIT_LOCK);
    table_free(self);
    entries = table_alloc(self, bytes);
    /* Resident from the start: probes land anywhere, so the pages would all be touched
     * soon anyway, and a process's memory then stays flat instead of creeping up. */
    if (entries)
        memset(entries, 0, bytes);
    self->entries = entries;
    self->mask = buckets - 1;
    self->used = 0;
    PyThread_release_lock(self->lock);
    Py_END_ALLOW_THREADS
    if (!entries) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void Table_dealloc(TableObject *self) {
    table_free(self);
    if (self->lock)
        PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int table_ready(TableObject *t) {
    if (t->entries && t->lock)
        return 1;
    PyErr_SetString(PyExc_RuntimeError, "the table was not initialised");
    return 0;
}

static PyObject *Table_clear(TableObject *self, PyObject *unused) {
    if (!table_ready(self))
        return NULL;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(self->lock, WAIT_LOCK);
    memset(self->entries, 0, (self->mask + 1) * BUCKET * sizeof(Entry));
    self->used = 0;
    PyThread_release_lock(self->lock);
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

static PyObject *Table_get_nbytes(TableObject *self, void *closure) {
    return PyLong_FromSize_t((self->mask + 1) * BUCKET * sizeof(Entry));
}

static PyObject *Table_get_used(TableObject *self, void *closure) {
    return PyLong_FromSize_t(self->used);
}

static PyMethodDef Table_methods[] = {
    {"clear", (PyCFunction)Table_clear, METH_NOARGS, "Forget every entry."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Table_getset[] = {
    {"nbytes", (getter)Table_get_nbytes, NULL, "Bytes the table holds.", NULL},
    {"used", (getter)Table_get_used, NULL, "Entries in use.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "skat_desktop.bots._solver_c.Table",
    .tp_basicsize = sizeof(TableObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Table(nbytes): transposition table of at most nbytes bytes (16 per entry).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Table_init,
    .tp_dealloc = (destructor)Table_dealloc,
    .tp_methods = Table_methods,
    .tp_getset = Table_getset,
};

/* -- the search -------------------------------------------------------------------- */

typedef struct {
    uint8_t n;
    uint8_t cards[8];
} CardList;

typedef struct {
    int strength[32];
    uint32_t follow[32];
    int value[32];
    int eff[32][32]; /* strength of c in a trick led by lead, -1 when it cannot win it */
    int lead_d[32], lead_f[32];
    /* A suit's moves by rank, per (live 7-8-9 << 8 | own byte): the same in every suit
     * (Search_init checks the order), so one table serves all four. */
    CardList high[8 * 256], low[8 * 256];
    uint32_t jack_drop[16][16];                  /* per (own jacks, live jacks) */
    int trump_order[12];                         /* the trumps, strongest first */
    int trump_count;
    uint32_t trumps;
    uint8_t plain_order[4][8]; /* each suit's cards that are not trumps, strongest first */
    int plain_count[4];
    uint32_t between[32][32]; /* same class: the cards strictly between; else all */
    uint32_t level_cards[32];  /* the cards of each point value, cheapest value first */
    int level_value[32], levels;
    /* Quasi-symmetry: each card's place when the cards are ordered class by class
     * (trumps first), weakest first within a class; per suit byte, its cards at those
     * places; the points at each place, and the cards' places and back. */
    uint32_t ord_tab[4][256];
    int ord_value[32];
    uint8_t place_of[32], card_at[32];
} Tables;

typedef struct {
    PyObject_HEAD
    TableObject *table;
    PyObject *aborted;
    Tables *t;
    int tag;
    int is_null;
    long long nodes;
    long long node_limit;
} SearchObject;

static inline uint32_t jacks4(uint32_t m) {
    /* the jacks' bits 4, 12, 20, 28 moved to 0-3: after the shift they lie at 0, 8, 16,
     * 24, and the product places them at 24-27 without carries */
    return ((m >> 4 & 0x01010101u) * 0x01020408u) >> 24 & 15;
}

static void build_tables(Tables *t, uint32_t trumps) {
    t->trumps = trumps;
    t->levels = 0;
    for (int c = 0; c < 32; c++) {
        int l = 0;
        while (l < t->levels && t->level_value[l] < t->value[c])
            l++;
        if (l == t->levels || t->level_value[l] != t->value[c]) {
            for (int j = t->levels++; j > l; j--) {
                t->level_value[j] = t->level_value[j - 1];
                t->level_cards[j] = t->level_cards[j - 1];
            }
            t->level_value[l] = t->value[c];
            t->level_cards[l] = 0;
        }
        t->level_cards[l] |= 1u << c;
    }
    for (int su = 0; su < 4; su++) {
        int n = 0;
        for (int c = su * 8; c < su * 8 + 8; c++) {
            if (trumps >> c & 1)
                continue;
            int j = n++;
            while (j > 0 && t->strength[t->plain_order[su][j - 1]] < t->strength[c]) {
                t->plain_order[su][j] = t->plain_order[su][j - 1];
                j--;
            }
            t->plain_order[su][j] = (uint8_t)c;
        }
        t->plain_count[su] = n;
    }
    t->trump_count = 0;
    for (int c = 0; c < 32; c++)
        if (trumps >> c & 1) {
            int j = t->trump_count++;
            while (j > 0 && t->strength[t->trump_order[j - 1]] < t->strength[c]) {
                t->trump_order[j] = t->trump_order[j - 1];
                j--;
            }
            t->trump_order[j] = c;
        }
    for (int lead = 0; lead < 32; lead++)
        for (int c = 0; c < 32; c++)
            t->eff[lead][c] =
                ((t->follow[lead] >> c & 1) || (trumps >> c & 1)) ? t->strength[c] : -1;
    for (int c = 0; c < 32; c++) {
        int trump = trumps >> c & 1;
        t->lead_d[c] = -t->strength[c] - ((t->value[c] >= 10 && !trump) ? 300 : 0);
        t->lead_f[c] = trump ? 200 - t->strength[c] : -t->value[c] * 10 - t->strength[c];
    }
    {
        /* ranks of a suit (clubs, cards 0-7), strongest first (ties by rank), as sorted()
         * does */
        int order[8];
        for (int r = 0; r < 8; r++)
            order[r] = r;
        for (int i = 1; i < 8; i++) {
            int r = order[i], j = i;
            while (j > 0 && t->strength[order[j - 1]] < t->strength[r]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = r;
        }
        for (int index = 0; index < 8 * 256; index++) {
            int live = index >> 8, mine = index & 0xFF, keep = mine;
            for (int r = 0; r < 3; r++) {
                if (!(mine >> r & 1))
                    continue;
                int above = -1;
                for (int q = r + 1; q < 3; q++)
                    if ((live | mine) >> q & 1) {
                        above = q;
                        break;
                    }
                if (above >= 0 && (mine >> above & 1))
                    keep &= ~(1 << r);
            }
            CardList *h = &t->high[index], *l = &t->low[index];
            h->n = l->n = 0;
            for (int i = 0; i < 8; i++)
                if (keep >> order[i] & 1)
                    h->cards[h->n++] = (uint8_t)order[i];
            for (int i = h->n - 1; i >= 0; i--)
                l->cards[l->n++] = h->cards[i];
        }
    }
    for (int x = 0; x < 32; x++)
        for (int y = 0; y < 32; y++) {
            uint32_t cls = t->follow[x];
            if (!(cls >> y & 1) || x == y) {
                t->between[x][y] = 0xFFFFFFFFu;
                continue;
            }
            int lo = t->strength[x] < t->strength[y] ? t->strength[x] : t->strength[y];
            int hi = t->strength[x] ^ t->strength[y] ^ lo;
            uint32_t m = 0;
            for (int z = 0; z < 32; z++)
                if ((cls >> z & 1) && t->strength[z] > lo && t->strength[z] < hi)
                    m |= 1u << z;
            t->between[x][y] = m;
        }
    for (int own = 0; own < 16; own++)
        for (int live = 0; live < 16; live++) {
            uint32_t drop = 0;
            if ((own & live) == own)
                for (int i = 1; i < 4; i++) {
                    if (!(own >> i & 1))
                        continue;
                    int above = -1;
                    for (int q = i - 1; q >= 0; q--)
                        if (live >> q & 1) {
                            above = q;
                            break;
                        }
                    if (above >= 0 && (own >> above & 1))
                        drop |= 1u << (i * 8 + 4);
                }
            t->jack_drop[own][live] = drop;
        }
    {
        int place[32], off = 0;
        for (int k = 0; k < 5; k++) {
            for (int st = -1;;) { /* the class's cards by rising strength */
                int next = -1;
                for (int c = 0; c < 32; c++) {
                    int in = (trumps >> c & 1) ? k == 0 : k == 1 + c / 8;
                    if (in && t->strength[c] > st &&
                        (next < 0 || t->strength[c] < t->strength[next]))
                        next = c;
                }
                if (next < 0)
                    break;
                st = t->strength[next];
                place[next] = off++;
            }
        }
        for (int c = 0; c < 32; c++) {
            t->ord_value[place[c]] = t->value[c];
            t->place_of[c] = (uint8_t)place[c];
            t->card_at[place[c]] = (uint8_t)c;
        }
        for (int su = 0; su < 4; su++)
            for (int x = 0; x < 256; x++) {
                uint32_t o = 0;
                for (int r = 0; r < 8; r++)
                    if (x >> r & 1)
                        o |= 1u << place[su * 8 + r];
                t->ord_tab[su][x] = o;
            }
    }
}

/* The rising strength of a suit's cards other than its jack (7 8 9 queen king ten ace),
 * in suit games and Grand alike (Search_init checks it), and of the jacks. */
static const int RISING[7] = {0, 1, 2, 5, 6, 3, 7};
static const int RISING_JACKS[4] = {3, 2, 1, 0}; /* diamonds .. clubs, as in jacks4 */

/* Per (live cards, hand) of one suit byte: which of the live cards other than the jack
 * the hand holds, weakest first; the same for the jacks (jacks4 masks). */
static uint8_t suit_pattern[128][128], jack_pattern[16][16], popcount8[256];

static void pattern_init(void) {
    for (int m = 0; m < 256; m++)
        popcount8[m] = (uint8_t)popcount32((uint32_t)m);
    for (int m = 0; m < 128; m++)
        for (int x = 0; x < 128; x++) {
            int out = 0, k = 0;
            for (int i = 0; i < 7; i++) {
                int r = RISING[i] > 4 ? RISING[i] - 1 : RISING[i]; /* place in no_jacks */
                if (m >> r & 1)
                    out |= (x >> r & 1) << k++;
            }
            suit_pattern[m][x] = (uint8_t)out;
        }
    for (int m = 0; m < 16; m++)
        for (int x = 0; x < 16; x++) {
            int out = 0, k = 0;
            for (int i = 0; i < 4; i++)
                if (m >> RISING_JACKS[i] & 1)
                    out |= (x >> RISING_JACKS[i] & 1) << k++;
            jack_pattern[m][x] = (uint8_t)out;
        }
}

/* Each suit byte's cards other than its jack moved onto the byte's 7 low bits (so that
 * suit_pattern is 16 KB, not 64). */
static inline uint32_t no_jacks(uint32_t h) {
    return (h & 0x0F0F0F0Fu) | (h >> 1 & 0x70707070u);
}

/* Which of the live cards hand h holds, group by group: 7 bits a suit, then the jacks
 * (live7: no_jacks of the live cards; live_jacks: their jacks4). */
static inline uint32_t pattern(uint32_t h, uint32_t live7, uint32_t live_jacks) {
    uint32_t h7 = no_jacks(h);
    return suit_pattern[live7 & 127][h7 & 127] |
           (uint32_t)suit_pattern[live7 >> 8 & 127][h7 >> 8 & 127] << 7 |
           (uint32_t)suit_pattern[live7 >> 16 & 127][h7 >> 16 & 127] << 14 |
           (uint32_t)suit_pattern[live7 >> 24][h7 >> 24] << 21 |
           (uint32_t)jack_pattern[live_jacks][jacks4(h)] << 28;
}

static inline uint32_t ordered(const Tables *t, uint32_t h) {
    return t->ord_tab[0][h & 255] | t->ord_tab[1][h >> 8 & 255] | t->ord_tab[2][h >> 16 & 255] |
           t->ord_tab[3][h >> 24];
}

/* The count of live cards h of each group: of each suit but its jack, a byte each, and
 * of the jacks (a population count per byte, without the final sum). */
static inline uint32_t class_counts(uint32_t h) {
    uint32_t x = h & ~JACKS;
    x = x - (x >> 1 & 0x55555555u);
    x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return x | (uint32_t)popcount8[jacks4(h)] << 4;
}

/* A position's table key into key: which of the live cards of each group the leader
 * holds and which the second hand holds (pattern), and the live cards; and its bucket,
 * which depends on the first two and on the live cards' count per group only, so that
 * positions alike but for which cards are gone (quasi-symmetric) share one bucket. */
static Entry *key_of(const SearchObject *so, uint32_t a, uint32_t b, uint32_t c, uint8_t tag,
                     uint32_t key[3]) {
    uint32_t live = a | b | c, lj = jacks4(live), live7 = no_jacks(live);
    key[0] = pattern(a, live7, lj);
    key[1] = pattern(b, live7, lj);
    key[2] = live;
    uint64_t h = mix(key[0], key[1], class_counts(live), tag);
    return so->table->entries + (h & so->table->mask) * BUCKET;
}

/* Bounds from the bucket's quasi-symmetric entries: the same holders of each class's
 * k-th live card, other cards. Every line of play goes the same way in both, only the
 * points differ, so a stored lower bound falls by what the declarer's cards could be
 * worth less here and an upper bound rises by what they could be worth more. */
HOT_INLINE void quasi_bounds(const Tables *t, const Entry *bucket, const uint32_t *key,
                             uint8_t tag, int *lo, int *hi, int *best) {
    uint32_t counts = 0, here = 0;
    int known = 0;
    for (int i = 0; i < BUCKET; i++) {
        const Entry *e = bucket + i;
        if (e->tag != tag || e->a != key[0] || e->b != key[1] || e->c == key[2])
            continue;
        if (!known) {
            counts = class_counts(key[2]);
            here = ordered(t, key[2]);
            known = 1;
        }
        if (class_counts(e->c) != counts)
            continue;
        /* Below the lowest place where the two differ and above the highest, the
         * cards are the same ones (as many on either side): only the places between
         * are compared. */
        uint32_t there = ordered(t, e->c), diff = there ^ here;
        uint32_t range = (0xFFFFFFFFu >> (31 - top_card(diff))) & ~((1u << low_card(diff)) - 1);
        int more = 0, less = 0;
        for (uint32_t x = there & range, y = here & range; x; x &= x - 1, y &= y - 1) {
            int d = t->ord_value[low_card(y)] - t->ord_value[low_card(x)];
            if (d > 0)
                more += d;
            else
                less -= d;
        }
        if (e->lower - less > *lo)
            *lo = e->lower - less;
        if (e->upper != UNKNOWN && e->upper + more < *hi)
            *hi = e->upper + more;
        if (*best == UNKNOWN && e->best != UNKNOWN) {
            /* the card at the same rank of its class here */
            uint32_t y = here;
            for (int r = popcount32(there & ((1u << t->place_of[e->best]) - 1)); r > 0; r--)
                y &= y - 1;
            if (y)
                *best = t->card_at[low_card(y)];
        }
    }
}

/* The moves of hand mask m in a move table's order, suit by suit. out needs room for 8
 * bytes past the last move: each suit's list of ranks is copied whole, the suit's first
 * card added to all eight bytes at once, and its count added. */
#define MOVES_ROOM 18

/* gather's v for the live cards: each suit's live 7-8-9, the index of its move lists. */
static inline void suit_offsets(uint32_t live, int v[4]) {
    v[0] = (int)(live & 7) << 8;
    v[1] = (int)(live >> 8 & 7) << 8;
    v[2] = (int)(live >> 16 & 7) << 8;
    v[3] = (int)(live >> 24 & 7) << 8;
}

static int gather(const CardList tab[8 * 256], const int v[4], uint32_t m, uint8_t *out) {
    int n = 0;
    for (int s = 0; s < 4; s++) {
        const CardList *l = &tab[v[s] | (m >> (8 * s) & 0xFF)];
        uint64_t ranks;
        memcpy(&ranks, l->cards, 8);
        ranks += 0x0808080808080808ull * (uint64_t)s; /* no byte exceeds 31: no carries */
        memcpy(out + n, &ranks, 8);
        n += l->n;
    }
    return n;
}

/* Stable insertion sort of moves by key (ascending), as list.sort(key=...) does. */
static void sort_moves(uint8_t *moves, int n, const int *key) {
    for (int i = 1; i < n; i++) {
        uint8_t c = moves[i];
        int k = key[c], j = i;
        while (j > 0 && key[moves[j - 1]] > k) {
            moves[j] = moves[j - 1];
            j--;
        }
        moves[j] = c;
    }
}

/* A follower trying to win a trick whose card to beat has strength st (eff row e): the
 * winning cards first, those with the most points first and of equal points the weakest
 * (4 % fewer positions for an exact value than the weakest first), then the others by
 * points, the fewest first. */
static void sort_win(uint8_t *moves, int n, const int *e, int st, const int *value) {
    int key[32];
    for (int i = 0; i < n; i++) {
        int x = moves[i];
        key[x] = e[x] > st ? -value[x] * 256 + e[x] : 1000 + value[x];
    }
    sort_moves(moves, n, key);
}

#define ABORTED (-1000)

/* Whether hand h holds three cards or more (a position's tricks left). */
static inline int three_or_more(uint32_t h) {
    uint32_t rest = h & (h - 1);
    return (rest & (rest - 1)) != 0;
}

/* After a trick of the hands' remaining cards na, nb, nc (in the order they played):
 * the next leader's hands first in *x, *y, *z, and the declarer's place relative to
 * that leader (0 when the declarer's side took the trick). */
static void next_trick(uint32_t na, uint32_t nb, uint32_t nc, int winner, int d, int won,
                       uint32_t *x, uint32_t *y, uint32_t *z, int *dw) {
    if (winner == 2)
        *x = nc, *y = na, *z = nb, *dw = (d + 1) % 3;
    else if (winner == 1)
        *x = nb, *y = nc, *z = na, *dw = (d + 2) % 3;
    else
        *x = na, *y = nb, *z = nc, *dw = d;
    if (won)
        *dw = 0;
}

/* Which of the moves have a twin among the others (bit i for move i): a card of the
 * same hand and class with no live card between them (see drop_dominated). */
static int twins(const Tables *t, uint32_t live, const uint8_t *moves, int n) {
    int mask = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (!(live & t->between[moves[i]][moves[j]]))
                mask |= 1 << i | 1 << j;
    return mask;
}

/* The weakest and the strongest of the third hand's replies in a trick (eff row e). */
static void reply_range(const int *e, uint32_t replies, int *low, int *high) {
    *low = 1 << 20;
    *high = -(1 << 20);
    for (; replies; replies &= replies - 1) {
        int s = e[low_card(replies)];
        if (s < *low)
            *low = s;
        if (s > *high)
            *high = s;
    }
}

/* The side (1: the declarer's) that takes a trick the third hand completes, when the card
 * to beat has strength st and belongs to side w: settled when the third hand is on w's
 * side, can beat st with none of its replies, or with all of them; -1 when not. */
static int trick_side(int st, int w, int third, int low3, int high3) {
    if (w == third || high3 <= st)
        return w;
    return low3 > st ? third : -1;
}

/* Dominated cards: two cards of one hand with no live card of their class between them
 * win and lose the same tricks (after either, the same play gives the same tricks), and
 * only their points change places. So where the trick goes to the same side whatever
 * the others still play to it, the side taking it is best served by the card with more
 * points and the other side by the card with fewer; the other card's value is never
 * better and is not searched. keep[i]: 1 when card i's trick surely goes to the mover's
 * side, 0 when surely to the other, -1 when it depends; twin: the moves that have a twin
 * (from twins). Keeps the order; returns n. */
static int drop_dominated(const Tables *t, uint32_t live, uint8_t *moves, int n,
                          const int *keep, int twin) {
    uint8_t given[10]; /* moves is overwritten as it goes */
    memcpy(given, moves, (size_t)n);
    int out = 0;
    for (int i = 0; i < n; i++) {
        int y = given[i], dropped = 0;
        if (keep[i] >= 0 && (twin >> i & 1))
            for (int rest = twin & ~(1 << i); rest && !dropped; rest &= rest - 1) {
                int j = low_card((uint32_t)rest), x = given[j];
                if (live & t->between[x][y])
                    continue;
                int vx = t->value[x], vy = t->value[y];
                dropped = vx == vy ? j < i : (keep[i] ? vx > vy : vx < vy);
            }
        if (!dropped)
            moves[out++] = (uint8_t)y;
    }
    return out;
}

/* The order of the moves by what their trick does (keep as for drop_dominated), as the
 * rank of each kind: a plain card or a trump whose trick surely goes to the mover's
 * side, a card whose trick depends on the others' replies, a card whose trick surely
 * goes to the other side. The second hand: sure tricks first, lost ones last. */
static const uint8_t SURE_FIRST[4] = {0, 0, 1, 2};
/* The leader: a trick it must give up is tried before an undecided one (giving up the
 * lead now, while its sure tricks wait, is often what reaches the goal). */
static const uint8_t LEADS[4] = {0, 0, 2, 1};
/* The declarer's lead once the defenders hold no trump: its sure trumps take their
 * tricks whenever they are led, so they come last. With these two orders an exact value
 * needs about a tenth fewer positions at the median and a third fewer in all. */
static const uint8_t DECLARER_LEADS_TRUMPS_OUT[4] = {0, 3, 2, 1};

/* The moves and their keep (as for drop_dominated) sorted by points, stably: the most
 * first where the trick surely goes to the mover's side (the points are its side's), the
 * fewest first elsewhere. For the second hand, before sure_first (9 % fewer positions
 * for an exact value, at the median and in all). */
static void by_points(const Tables *t, uint8_t *moves, int *keep, int n) {
    for (int i = 1; i < n; i++) {
        int x = moves[i], kx = keep[i], j = i;
        int k = kx == 1 ? -t->value[x] : t->value[x];
        for (; j > 0; j--) {
            int y = moves[j - 1];
            if ((keep[j - 1] == 1 ? -t->value[y] : t->value[y]) <= k)
                break;
            moves[j] = (uint8_t)y;
            keep[j] = keep[j - 1];
        }
        moves[j] = (uint8_t)x;
        keep[j] = kx;
    }
}

/* The moves reordered by rank (one of the tables above; stable within a rank), and those
 * dominated by a twin left out (drop_dominated). Returns the new n. */
static int sure_first(const Tables *t, uint32_t live, uint8_t *moves, int n, const int *keep,
                      const uint8_t rank[4]) {
    int sorted_keep[10], start[4] = {0, 0, 0, 0};
    uint8_t sorted[10], r[10];
    for (int i = 0; i < n; i++) {
        int kind = keep[i] == 1 ? (int)(t->trumps >> moves[i] & 1) : (keep[i] < 0 ? 2 : 3);
        r[i] = rank[kind];
        start[r[i]]++;
    }
    for (int k = 0, at = 0; k < 4; k++) {
        int count = start[k];
        start[k] = at;
        at += count;
    }
    for (int i = 0; i < n; i++) {
        int j = start[r[i]]++;
        sorted[j] = moves[i];
        sorted_keep[j] = keep[i];
    }
    memcpy(moves, sorted, (size_t)n);
    int twin = twins(t, live, moves, n);
    return twin ? drop_dominated(t, live, moves, n, sorted_keep, twin) : n;
}

/* The leader's cards to try, in order (returns how many; moves needs MOVES_ROOM): of
 * jacks in a run one, the declarer's strongest first and the defenders' aces and tens,
 * then by what the trick does (sure_first), and the table's best lead bm (or UNKNOWN)
 * before all. d, live, lj (jacks4 of live) and v (gather's suit offsets) as in
 * suit_search. */
HOT_INLINE int lead_moves(const Tables *t, uint32_t a, uint32_t b, uint32_t c, int d,
                          uint32_t live, uint32_t lj, const int v[4], int bm, uint8_t *moves) {
    int s1d = d == 0, s2d = d == 1, s3d = d == 2;
    uint32_t m = a;
    if (m & JACKS)
        m &= ~t->jack_drop[jacks4(m)][lj];
    int n1 = gather(t->high, v, m, moves);
    sort_moves(moves, n1, s1d ? t->lead_d : t->lead_f);
    if (n1 > 1) {
        /* The trick's side over every reply of both followers: the cards that surely
         * take the trick for the leader's side are tried first, then those that surely
         * lose it, then the rest (LEADS). */
        int keep[10];
        for (int i = 0; i < n1; i++) {
            int x = moves[i], side = -2, low3, high3;
            uint32_t f = t->follow[x];
            const int *e = t->eff[x];
            uint32_t r2 = (b & f) ? (b & f) : b;
            reply_range(e, (c & f) ? (c & f) : c, &low3, &high3);
            for (; r2 && side != -1; r2 &= r2 - 1) {
                int e2 = e[low_card(r2)];
                int st = e2 > t->strength[x] ? e2 : t->strength[x];
                int win = trick_side(st, e2 > t->strength[x] ? s2d : s1d, s3d, low3, high3);
                side = side == -2 ? win : (side == win ? side : -1);
            }
            keep[i] = side < 0 ? -1 : side == s1d;
        }
        n1 = sure_first(t, live, moves, n1, keep,
                        s1d && !((b | c) & t->trumps) ? DECLARER_LEADS_TRUMPS_OUT : LEADS);
    }
    if (bm != UNKNOWN && moves[0] != bm) {
        for (int i = 1; i < n1; i++)
            if (moves[i] == bm) {
                memmove(moves + 1, moves, (size_t)i);
                moves[0] = (uint8_t)bm;
                break;
            }
    }
    return n1;
}

/* The second hand's cards to try after the lead c1, in order: an opponent of the leader
 * tries to win first, a partner plays low; then by points (by_points) and by what the
 * trick does (sure_first). m3: the third hand's legal replies. */
HOT_INLINE int second_moves(const Tables *t, uint32_t b, uint32_t m3, int c1, int d,
                            uint32_t live, uint32_t lj, const int v[4], uint8_t *moves2) {
    int s1d = d == 0, s2d = d == 1, s3d = d == 2;
    uint32_t f = t->follow[c1];
    const int *e = t->eff[c1];
    int st1 = t->strength[c1];
    uint32_t m2 = (b & f) ? (b & f) : b;
    if (m2 & JACKS)
        m2 &= ~t->jack_drop[jacks4(m2)][lj];
    int n2 = gather(t->low, v, m2, moves2);
    if (s1d == s2d)
        sort_moves(moves2, n2, t->value);
    else
        sort_win(moves2, n2, e, st1, t->value);
    if (n2 > 1) {
        int keep[10], low3, high3;
        reply_range(e, m3, &low3, &high3);
        for (int i = 0; i < n2; i++) {
            int e2 = e[moves2[i]];
            int side = trick_side(e2 > st1 ? e2 : st1, e2 > st1 ? s2d : s1d, s3d, low3, high3);
            keep[i] = side < 0 ? -1 : side == s2d;
        }
        by_points(t, moves2, keep, n2);
        n2 = sure_first(t, live, moves2, n2, keep, SURE_FIRST);
    }
    return n2;
}

/* The third hand's cards when its side already takes the trick: the most points first,
 * and of two twins only the one with more points. m3: its legal cards (jacks in a run
 * dropped). */
HOT_INLINE int third_points_first(const Tables *t, uint32_t m3, uint32_t live, const int v[4],
                                  uint8_t *out) {
    int negv[32];
    int n = gather(t->high, v, m3, out);
    for (int i = 0; i < n; i++)
        negv[out[i]] = -t->value[out[i]];
    sort_moves(out, n, negv);
    int twin = twins(t, live, out, n);
    if (twin) {
        static const int all_kept[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        n = drop_dominated(t, live, out, n, all_kept, twin);
    }
    return n;
}

/* The third hand's cards when the other side holds the trick, whose card to beat has
 * strength st12 (eff row e): it tries to win (sort_win), dominated cards dropped. */
HOT_INLINE int third_to_win(const Tables *t, uint32_t m3, uint32_t live, const int v[4],
                            const int *e, int st12, uint8_t *out) {
    int n = gather(t->low, v, m3, out);
    sort_win(out, n, e, st12, t->value);
    int twin = twins(t, live, out, n);
    if (twin) {
        int keep[10];
        for (int i = 0; i < n; i++)
            keep[i] = e[out[i]] > st12;
        n = drop_dominated(t, live, out, n, keep, twin);
    }
    return n;
}

/* The fewest points of any k cards of hand h. */
static inline int cheapest(const Tables *t, uint32_t h, int k) {
    int sum = 0;
    for (int l = 0; k > 0 && l < t->levels; l++) {
        int n = popcount32(h & t->level_cards[l]);
        n = n < k ? n : k;
        sum += n * t->level_value[l];
        k -= n;
    }
    return sum;
}

/* The fewest points hand h can give to k tricks led with trumps it cannot beat: its
 * k lowest trumps, and once they are out its lowest other cards. */
static int forced_points(const Tables *t, uint32_t h, int k) {
    uint32_t trumps = h & t->trumps;
    int n = popcount32(trumps);
    if (n >= k)
        return cheapest(t, trumps, k);
    return cheapest(t, trumps, n) + cheapest(t, h & ~t->trumps, k - n);
}

/* The declarer's points from the last two tricks with best play on both sides (d as in
 * suit_search), by trying every card (at most eight ways, cheaper than a search); a
 * fail-soft value in the window alpha..beta as suit_window returns it (suit_search's
 * need is the window need - 1..need): each hand stops at a card that reaches its
 * side's goal. */
HOT_INLINE int two_tricks(const Tables *t, uint32_t a, uint32_t b, uint32_t c, int d, int alpha,
                          int beta) {
    int g1 = d == 0 ? -1 : 1000;
    for (uint32_t m1 = a; m1; m1 &= m1 - 1) {
        int c1 = low_card(m1);
        uint32_t f = t->follow[c1];
        const int *e = t->eff[c1];
        int g2 = d == 1 ? -1 : 1000;
        for (uint32_t m2 = (b & f) ? (b & f) : b; m2; m2 &= m2 - 1) {
            int c2 = low_card(m2), w12 = e[c2] > t->strength[c1];
            int st = w12 ? e[c2] : t->strength[c1];
            int g3 = d == 2 ? -1 : 1000;
            for (uint32_t m3 = (c & f) ? (c & f) : c; m3; m3 &= m3 - 1) {
                int c3 = low_card(m3), w = e[c3] > st ? 2 : w12;
                uint32_t r[3] = {a ^ (1u << c1), b ^ (1u << c2), c ^ (1u << c3)};
                int l = top_card(r[w]), x = top_card(r[(w + 1) % 3]);
                int y = top_card(r[(w + 2) % 3]);
                const int *el = t->eff[l];
                int s1 = t->strength[l], s2 = el[x], s3 = el[y];
                int w2 = (w + (s2 > s1 ? (s3 > s2 ? 2 : 1) : (s3 > s1 ? 2 : 0))) % 3;
                int g = (w == d ? t->value[c1] + t->value[c2] + t->value[c3] : 0) +
                        (w2 == d ? t->value[l] + t->value[x] + t->value[y] : 0);
                if (d == 2 ? g > g3 : g < g3)
                    g3 = g;
                if (d == 2 ? g3 >= beta : g3 <= alpha)
                    break;
            }
            if (d == 1 ? g3 > g2 : g3 < g2)
                g2 = g3;
            if (d == 1 ? g2 >= beta : g2 <= alpha)
                break;
        }
        if (d == 0 ? g2 > g1 : g2 < g1)
            g1 = g2;
        if (d == 0 ? g1 >= beta : g1 <= alpha)
            break;
    }
    return g1;
}

/* Fail-soft null-window search around need (0 < need <= left): returns g with "the
 * declarer's points still to come are >= g" when g >= need and "<= g" when g < need;
 * ABORTED past the node limit. The bounds stored are these g, tighter than need itself,
 * so the next threshold (or window, or sample) starts from more. bucket
 * and key: the position's bucket in the table and its key (key_of) when the caller has
 * them, else NULL. */
static int suit_search(SearchObject *so, uint32_t a, uint32_t b, uint32_t c, int d, int need,
                       int left, Entry *bucket, const uint32_t *key) {
    Tables *t = so->t;
    if (!(a & (a - 1))) {
        /* Last trick: the declarer gets its points only by winning it. */
        int c1 = top_card(a);
        const int *e = t->eff[c1];
        int s1 = t->strength[c1], s2 = e[top_card(b)], s3 = e[top_card(c)];
        int w = s2 > s1 ? (s3 > s2 ? 2 : 1) : (s3 > s1 ? 2 : 0);
        return w == d ? left : 0;
    }
    if (!three_or_more(a)) {
        /* Two tricks left: every way tried, before the sure points and without the
         * table (a probe, mostly a cache miss, costs about as much as the tries; counted
         * as a leaf, like the last trick, not as a position searched). */
        return two_tricks(t, a, b, c, d, need - 1, need);
    }
    uint8_t tag = (uint8_t)(so->tag << 2 | d);
    /* Sure points: a trump above every trump of the other side wins whatever trick it
     * falls in, so its points go to its side (a bound, sound for any play). */
    uint32_t mine = d == 0 ? a : (d == 1 ? b : c), live_all = a | b | c;
    uint32_t o1 = d == 0 ? b : a, o2 = d == 2 ? b : c; /* the defenders */
    int sure = 0, side = -1, led = 0, leading = 1, run_own = 0, k1 = 0, k2 = 0;
    {
        for (int k = 0; k < t->trump_count; k++) {
            int x = t->trump_order[k];
            if (!(live_all >> x & 1))
                continue;
            int held = mine >> x & 1;
            if (side < 0)
                side = held;
            else if (held != side)
                break;
            sure += t->value[x];
            leading = leading && (a >> x & 1);
            led += leading;
            run_own += (a >> x & 1) ? t->value[x] : 0;
            k1 += held | (o1 >> x & 1);
            k2 += held | (o2 >> x & 1);
        }
        /* Each of those trumps takes its own trick (those of one hand), and the other
         * side gives every such trick a card: at least its cheapest ones. */
        if (side == 1) {
            int g = sure + cheapest(t, o1, k1) + cheapest(t, o2, k1);
            if (g >= need)
                return g;
        } else if (side == 0) {
            int g = left - sure - cheapest(t, mine, k1 > k2 ? k1 : k2);
            if (g < need)
                return g;
        }
    }
    uint32_t own_key[3];
    if (!bucket) {
        bucket = key_of(so, a, b, c, tag, own_key);
        key = own_key;
    }
    Entry *slot = find_in(bucket, key[0], key[1], key[2], tag);
    int lo = slot ? slot->lower : 0;
    if (lo >= need)
        return lo;
    int hi = (slot && slot->upper != UNKNOWN) ? slot->upper : left;
    if (hi < need)
        return hi;
    int bm = slot ? slot->best : UNKNOWN;
    quasi_bounds(t, bucket, key, tag, &lo, &hi, &bm);
    if (lo >= need)
        return lo;
    if (hi < need)
        return hi;
    /* Where the table does not settle it, a bound from cashing sure tricks might. */
    {
        /* Cashing: the leader can lead its top trumps one by one (led of them), and the
         * others must give each of those tricks a card, at least their forced points.
         * Once the other side has no trump left, every trump of the leader and every
         * plain card of it that no live card of its suit beats takes a trick too. */
        int exhausted = d == 0 ? popcount32(b & t->trumps) <= led &&
                                     popcount32(c & t->trumps) <= led
                               : popcount32(mine & t->trumps) <= led;
        int k = led, own = 0;
        if (exhausted) {
            uint32_t own_trumps = a & t->trumps;
            k = popcount32(own_trumps);
            for (uint32_t m = own_trumps; m; m &= m - 1)
                own += t->value[low_card(m)];
            own -= run_own; /* the leader's trumps in the run are in sure */
        }
        /* The leader's plain cards that no live card of their suit beats, led one after
         * the other: each takes its trick when the opponents must follow suit (they
         * still hold a card of it) or hold no trump any more. Led before the trumps, so
         * the opponents' trumps and other suits stay as they were. */
        for (int su = 0; su < 4; su++) {
            uint32_t suit = (0xFFu << (8 * su)) & ~t->trumps;
            uint32_t plain = suit & live_all;
            if (!(a & plain))
                continue;
            int follow = 10;
            if (!exhausted) {
                if (d == 0) {
                    int nb = popcount32(b & suit), nc = popcount32(c & suit);
                    follow = nb < nc ? nb : nc;
                } else
                    follow = popcount32(mine & suit);
            }
            for (int i = 0; i < t->plain_count[su] && follow > 0; i++) {
                int x = t->plain_order[su][i];
                if (!(plain >> x & 1))
                    continue;
                if (!(a >> x & 1))
                    break;
                own += t->value[x];
                follow--;
            }
        }
        if (led || own) {
            if (d == 0) {
                int g = (side == 1 ? sure : 0) + own + forced_points(t, b, k) +
                        forced_points(t, c, k);
                if (g >= need)
                    return g;
            } else {
                int g = left - (side == 0 ? sure : 0) - own - forced_points(t, mine, k);
                if (g < need)
                    return g;
            }
        }
    }
    if (++so->nodes > so->node_limit)
        return ABORTED;
    uint32_t live = a | b | c;
    int v[4];
    suit_offsets(live, v);
    int s1d = d == 0, s2d = d == 1, s3d = d == 2;
    const int winner_side[3] = {s1d, s2d, s3d}; /* whether each hand is the declarer */
    uint32_t lj = jacks4(live);
    uint8_t moves[MOVES_ROOM], moves2[MOVES_ROOM];
    int n1 = lead_moves(t, a, b, c, d, live, lj, v, bm, moves);
    /* g1, g2, g3: the best so far for the side to play at each of the trick's cards
     * (the declarer maximises, the defenders minimise). */
    int g1 = s1d ? -1 : 1000, best = moves[0];
    for (int i1 = 0; i1 < n1; i1++) {
        int c1 = moves[i1];
        uint32_t f = t->follow[c1];
        const int *e = t->eff[c1];
        int st1 = t->strength[c1], p1 = t->value[c1];
        uint32_t na = a ^ (1u << c1);
        uint32_t m3 = (c & f) ? (c & f) : c;
        int n2 = second_moves(t, b, m3, c1, d, live, lj, v, moves2);
        if (m3 & JACKS)
            m3 &= ~t->jack_drop[jacks4(m3)][lj];
        uint8_t third_high[MOVES_ROOM], third_low[MOVES_ROOM];
        int high_n = -1, low_n = -1, low_st = 0;
        int g2 = s2d ? -1 : 1000;
        for (int i2 = 0; i2 < n2; i2++) {
            int c2 = moves2[i2];
            int e2 = e[c2], w12, st12;
            if (e2 > st1) {
                w12 = 1;
                st12 = e2;
            } else {
                w12 = 0;
                st12 = st1;
            }
            int p12 = p1 + t->value[c2];
            uint32_t nb = b ^ (1u << c2);
            /* Third hand: if its side already wins, points first (and of two twins the
             * one with more points); else try to win. Either list depends on this lead
             * only through the strength to beat, so it is made once per lead and st12. */
            const uint8_t *moves3;
            int n3;
            if ((w12 == 0 && s1d == s3d) || (w12 == 1 && s2d == s3d)) {
                if (high_n < 0)
                    high_n = third_points_first(t, m3, live, v, third_high);
                moves3 = third_high;
                n3 = high_n;
            } else {
                if (low_n < 0 || low_st != st12) {
                    low_n = third_to_win(t, m3, live, v, e, st12, third_low);
                    low_st = st12;
                }
                moves3 = third_low;
                n3 = low_n;
            }
            int g3 = s3d ? -1 : 1000;
            /* The first child's bucket (the child searched most often) is fetched ahead,
             * so that its cache miss overlaps the work before its search. */
            Entry *first_bucket = NULL;
            uint32_t first_key[3];
            int val0 = p12 + t->value[moves3[0]], winner0 = e[moves3[0]] > st12 ? 2 : w12;
            int need0 = winner_side[winner0] ? need - val0 : need; /* the first child's */
            /* (the children with three tricks or more are looked up; with need0 out of
             * 1..rest the first child is settled without a search) */
            if (three_or_more(na) && need0 > 0 && need0 <= left - val0) {
                int dw;
                uint32_t x, y, z;
                next_trick(na, nb, c ^ (1u << moves3[0]), winner0, d, winner_side[winner0], &x,
                           &y, &z, &dw);
                first_bucket = key_of(so, x, y, z, (uint8_t)(so->tag << 2 | dw), first_key);
                PREFETCH(first_bucket);
            }
            for (int i3 = 0; i3 < n3; i3++) {
                int c3 = moves3[i3];
                int val = p12 + t->value[c3];
                uint32_t nc = c ^ (1u << c3);
                int rest = left - val, g, n;
                /* The trick's winner leads next; the declarer's place is relative to it. */
                int winner = e[c3] > st12 ? 2 : w12, won = winner_side[winner], dw;
                uint32_t x, y, z;
                next_trick(na, nb, nc, winner, d, won, &x, &y, &z, &dw);
                Entry *kb = i3 == 0 ? first_bucket : NULL;
                const uint32_t *kk = kb ? first_key : NULL;
                if (won) {
                    n = need - val;
                    if (n <= 0)
                        g = val;
                    else if (n > rest)
                        g = val + rest;
                    else {
                        g = suit_search(so, x, y, z, 0, n, rest, kb, kk);
                        if (g == ABORTED)
                            return ABORTED;
                        g += val;
                    }
                } else if (need > rest)
                    g = rest;
                else {
                    g = suit_search(so, x, y, z, dw, need, rest, kb, kk);
                    if (g == ABORTED)
                        return ABORTED;
                }
                if (s3d ? g > g3 : g < g3)
                    g3 = g;
                if ((g3 >= need) == s3d)
                    break;
            }
            if (s2d ? g3 > g2 : g3 < g2)
                g2 = g3;
            if ((g2 >= need) == s2d)
                break;
        }
        if (s1d ? g2 > g1 : g2 < g1) {
            g1 = g2;
            best = c1;
        }
        if ((g1 >= need) == s1d)
            break;
    }
    slot = make_in(so->table, bucket, key[0], key[1], key[2], tag);
    slot->best = (uint8_t)best;
    if (g1 >= need) {
        if (g1 > slot->lower)
            slot->lower = (uint8_t)g1;
    } else if (slot->upper == UNKNOWN || g1 < slot->upper)
        slot->upper = (uint8_t)g1;
    return g1;
}

/* The exact value: a search with a window alpha..beta (fail-soft: a value at most alpha
 * is an upper bound, at least beta a lower bound, between them exact), principal-
 * variation style. Where the window is one point wide it is suit_search's threshold
 * test. Wider, each hand's first card is searched with the whole window and each later
 * one first tested against the best so far with a one-point window, and searched again
 * with the window only when the test finds it better. So the tests run right at the
 * value at every position on the way, as a bisection would with a perfect first guess
 * at each (a third fewer positions for a full deal's exact value). */

/* A trick being played inside suit_window: the hands at its start (leader first), the
 * declarer's place d, the points still to come, and the trick's cards so far. */
typedef struct {
    uint32_t a, b, c, live, lj;
    int d, left, v[4];
    int c1, c2, st12, w12;
} Trick;

static int suit_window(SearchObject *so, uint32_t a, uint32_t b, uint32_t c, int d, int alpha,
                       int beta, int left);
static int window_ply(SearchObject *so, Trick *tr, int ply, int alpha, int beta);

/* The trick with card x played at ply (0: the leader, 1, 2) and the rest of it, or
 * after the third card the position the trick leads to, in the window. */
static int window_card(SearchObject *so, Trick *tr, int ply, int x, int alpha, int beta) {
    const Tables *t = so->t;
    if (ply == 0) {
        tr->c1 = x;
        return window_ply(so, tr, 1, alpha, beta);
    }
    const int *e = t->eff[tr->c1];
    if (ply == 1) {
        int st1 = t->strength[tr->c1];
        tr->c2 = x;
        tr->w12 = e[x] > st1;
        tr->st12 = tr->w12 ? e[x] : st1;
        return window_ply(so, tr, 2, alpha, beta);
    }
    int val = t->value[tr->c1] + t->value[tr->c2] + t->value[x];
    int winner = e[x] > tr->st12 ? 2 : tr->w12, won = winner == tr->d, dw;
    uint32_t nx, ny, nz;
    next_trick(tr->a ^ (1u << tr->c1), tr->b ^ (1u << tr->c2), tr->c ^ (1u << x), winner, tr->d,
               won, &nx, &ny, &nz, &dw);
    int shift = won ? val : 0;
    int g = suit_window(so, nx, ny, nz, dw, alpha - shift, beta - shift, tr->left - val);
    return g == ABORTED ? ABORTED : g + shift;
}

/* The best of the hand at ply over its cards moves (in order), fail-soft in the window;
 * *best (when not NULL) gets the card that gave it. */
static int window_moves(SearchObject *so, Trick *tr, int ply, const uint8_t *moves, int n,
                        int alpha, int beta, int *best) {
    int declarer = tr->d == ply, g = declarer ? -1 : 1000;
    for (int i = 0; i < n; i++) {
        int x = moves[i], r;
        if (i == 0 || beta - alpha <= 1)
            r = window_card(so, tr, ply, x, alpha, beta);
        else {
            r = declarer ? window_card(so, tr, ply, x, alpha, alpha + 1)
                         : window_card(so, tr, ply, x, beta - 1, beta);
            if (r != ABORTED && r > alpha && r < beta)
                r = window_card(so, tr, ply, x, alpha, beta);
        }
        if (r == ABORTED)
            return ABORTED;
        if (declarer ? r > g : r < g) {
            g = r;
            if (best)
                *best = x;
        }
        if (declarer && g > alpha)
            alpha = g;
        if (!declarer && g < beta)
            beta = g;
        if (alpha >= beta)
            break;
    }
    return g;
}

/* The second (ply 1) or third hand's (ply 2) best in the window, its cards in the order
 * suit_search tries them. */
static int window_ply(SearchObject *so, Trick *tr, int ply, int alpha, int beta) {
    const Tables *t = so->t;
    uint8_t moves[MOVES_ROOM];
    uint32_t f = t->follow[tr->c1], m3 = (tr->c & f) ? (tr->c & f) : tr->c;
    int n;
    if (ply == 1)
        n = second_moves(t, tr->b, m3, tr->c1, tr->d, tr->live, tr->lj, tr->v, moves);
    else {
        if (m3 & JACKS)
            m3 &= ~t->jack_drop[jacks4(m3)][tr->lj];
        if ((tr->d == tr->w12) == (tr->d == 2)) /* the third hand's side holds the trick */
            n = third_points_first(t, m3, tr->live, tr->v, moves);
        else
            n = third_to_win(t, m3, tr->live, tr->v, t->eff[tr->c1], tr->st12, moves);
    }
    return window_moves(so, tr, ply, moves, n, alpha, beta, NULL);
}

/* The declarer's points still to come (left in all), fail-soft in the window alpha..beta
 * (any window: one beyond 0..left is settled at once); the bounds it finds go to the
 * table as suit_search's do, an exact value as both. */
static int suit_window(SearchObject *so, uint32_t a, uint32_t b, uint32_t c, int d, int alpha,
                       int beta, int left) {
    Tables *t = so->t;
    if (beta <= 0)
        return 0;
    if (alpha >= left)
        return left;
    if (beta - alpha <= 1)
        return suit_search(so, a, b, c, d, beta, left, NULL, NULL);
    if (!(a & (a - 1)))
        return suit_search(so, a, b, c, d, 1, left, NULL, NULL); /* exact: all or nothing */
    if (!three_or_more(a))
        return two_tricks(t, a, b, c, d, alpha, beta);
    uint8_t tag = (uint8_t)(so->tag << 2 | d);
    uint32_t key[3];
    Entry *bucket = key_of(so, a, b, c, tag, key);
    Entry *slot = find_in(bucket, key[0], key[1], key[2], tag);
    int lo = slot ? slot->lower : 0;
    int hi = (slot && slot->upper != UNKNOWN) ? slot->upper : left;
    int bm = slot ? slot->best : UNKNOWN;
    quasi_bounds(t, bucket, key, tag, &lo, &hi, &bm);
    if (lo >= beta)
        return lo;
    if (hi <= alpha)
        return hi;
    if (lo == hi)
        return lo;
    /* The value lies in lo..hi: the window need not reach beyond. */
    if (alpha < lo - 1)
        alpha = lo - 1;
    if (beta > hi + 1)
        beta = hi + 1;
    if (++so->nodes > so->node_limit)
        return ABORTED;
    uint32_t live = a | b | c;
    Trick tr = {a, b, c, live, jacks4(live), d, left, {0, 0, 0, 0}, 0, 0, 0, 0};
    suit_offsets(live, tr.v);
    uint8_t moves[MOVES_ROOM];
    int n1 = lead_moves(t, a, b, c, d, live, tr.lj, tr.v, bm, moves), best = moves[0];
    int g = window_moves(so, &tr, 0, moves, n1, alpha, beta, &best);
    if (g == ABORTED)
        return ABORTED;
    slot = make_in(so->table, bucket, key[0], key[1], key[2], tag);
    slot->best = (uint8_t)best;
    if (g > alpha && g > slot->lower)
        slot->lower = (uint8_t)g;
    if (g < beta && (slot->upper == UNKNOWN || g < slot->upper))
        slot->upper = (uint8_t)g;
    return g;
}

/* Null: the ranks to try of one suit byte; of own cards with no live card between them
 * only the highest is kept. */
static int null_listing(uint32_t m, uint32_t live, int high, uint8_t *out) {
    int n = 0;
    for (int s = 0; s < 4; s++) {
        uint32_t mine = m >> (8 * s) & 0xFF;
        if (!mine)
            continue;
        uint32_t lv = (live >> (8 * s) & 0xFF) | mine;
        uint8_t keep[8];
        int k = 0;
        for (int r = 0; r < 8; r++) {
            if (!(mine >> r & 1))
                continue;
            uint32_t above = lv & ~((2u << r) - 1) & 0xFF;
            if (!above || !(mine >> low_card(above) & 1))
                keep[k++] = (uint8_t)(8 * s + r);
        }
        if (high)
            for (int i = k - 1; i >= 0; i--)
                out[n++] = keep[i];
        else
            for (int i = 0; i < k; i++)
                out[n++] = keep[i];
    }
    return n;
}

/* Can the declarer (d relative to the leader) stay trickless? 1/0, -1 past the limit. */
static int null_search(SearchObject *so, uint32_t a, uint32_t b, uint32_t c, int d) {
    Tables *t = so->t;
    uint8_t tag = (uint8_t)(so->tag << 2 | d);
    Entry *slot = table_find(so->table, a, b, c, tag);
    if (slot)
        return slot->lower;
    if (++so->nodes > so->node_limit)
        return -1;
    uint32_t live = a | b | c;
    int last = !(a & (a - 1));
    int dl = d == 0, d2 = d == 1, d3 = d == 2;
    uint8_t moves[10], moves2[10], moves3[10];
    int n1 = null_listing(a, live, !dl, moves);
    int result = !dl;
    for (int i1 = 0; i1 < n1; i1++) {
        int c1 = moves[i1];
        uint32_t f = t->follow[c1];
        uint32_t na = a ^ (1u << c1);
        uint32_t m2 = (b & f) ? (b & f) : b;
        int ok1 = !d2;
        int n2 = null_listing(m2, live, !d2, moves2);
        for (int i2 = 0; i2 < n2; i2++) {
            int c2 = moves2[i2];
            uint32_t nb = b ^ (1u << c2);
            int top, w12;
            if ((f >> c2 & 1) && c2 > c1) {
                top = c2;
                w12 = 1;
            } else {
                top = c1;
                w12 = 0;
            }
            uint32_t m3 = (c & f) ? (c & f) : c;
            int ok2 = !d3;
            int n3 = null_listing(m3, live, !d3, moves3);
            for (int i3 = 0; i3 < n3; i3++) {
                int c3 = moves3[i3];
                int w = ((f >> c3 & 1) && c3 > top) ? 2 : w12, res;
                if (w == d)
                    res = 0;
                else if (last)
                    res = 1;
                else {
                    uint32_t nc = c ^ (1u << c3);
                    if (w == 0)
                        res = null_search(so, na, nb, nc, d);
                    else if (w == 1)
                        res = null_search(so, nb, nc, na, (d + 2) % 3);
                    else
                        res = null_search(so, nc, na, nb, (d + 1) % 3);
                    if (res < 0)
                        return -1;
                }
                if (res == d3) {
                    ok2 = d3;
                    break;
                }
            }
            if (ok2 == d2) {
                ok1 = d2;
                break;
            }
        }
        if (ok1 == dl) {
            result = dl;
            break;
        }
    }
    slot = table_make(so->table, a, b, c, tag);
    slot->lower = (uint8_t)result;
    return result;
}

/* Whether the cards rank as pattern and the move tables assume: every suit's cards
 * other than its jack rising in RISING's order, the jacks trumps rising in
 * RISING_JACKS' order and above every other card (as in Skat's suit games and Grand). */
static int skat_order(const Tables *t) {
    for (int su = 0; su < 4; su++)
        for (int i = 1; i < 7; i++)
            if (t->strength[su * 8 + RISING[i]] <= t->strength[su * 8 + RISING[i - 1]])
                return 0;
    for (int i = 0; i < 4; i++) {
        int j = RISING_JACKS[i] * 8 + 4, below = i ? RISING_JACKS[i - 1] * 8 + 4 : j;
        if (!(t->trumps >> j & 1) || (i && t->strength[j] <= t->strength[below]))
            return 0;
    }
    for (int c = 0; c < 32; c++) /* every card but a jack below the lowest jack */
        if ((c & 7) != 4 && t->strength[c] >= t->strength[RISING_JACKS[0] * 8 + 4])
            return 0;
    return 1;
}

static int read_ints(PyObject *seq, const char *what, long *out) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast)
        return -1;
    if (PySequence_Fast_GET_SIZE(fast) != 32) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s must hold 32 numbers", what);
        return -1;
    }
    for (int i = 0; i < 32; i++) {
        out[i] = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (out[i] == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

static int Search_init(SearchObject *self, PyObject *args, PyObject *kwds) {
    static char *names[] = {"table", "tag", "is_null", "strength", "follow",
                            "trumps", "values", "aborted", NULL};
    PyObject *table, *strength, *follow, *values, *aborted;
    int tag, is_null;
    unsigned long trumps;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!ipOOkOO", names, &TableType, &table, &tag,
                                     &is_null, &strength, &follow, &trumps, &values, &aborted))
        return -1;
    if (tag < 1 || tag > 63) {
        PyErr_Format(PyExc_ValueError, "tag must be 1 to 63, not %d", tag);
        return -1;
    }
    long st[32], fo[32], va[32];
    if (read_ints(strength, "strength", st) || read_ints(follow, "follow", fo) ||
        read_ints(values, "values", va))
        return -1;
    Tables *t = PyMem_RawCalloc(1, sizeof(Tables));
    if (!t) {
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < 32; i++) {
        t->strength[i] = (int)st[i];
        t->follow[i] = (uint32_t)fo[i];
        t->value[i] = (int)va[i];
    }
    build_tables(t, (uint32_t)trumps);
    if (!is_null && !skat_order(t)) {
        PyMem_RawFree(t);
        PyErr_SetString(PyExc_ValueError,
                        "the suit search needs Skat's card order: in every suit 7 8 9 queen "
                        "king ten ace, the jacks as the highest trumps");
        return -1;
    }
    PyMem_RawFree(self->t);
    self->t = t;
    Py_INCREF(table);
    Py_XSETREF(self->table, (TableObject *)table);
    Py_INCREF(aborted);
    Py_XSETREF(self->aborted, aborted);
    self->tag = tag;
    self->is_null = is_null;
    self->nodes = 0;
    self->node_limit = (long long)1 << 62;
    return 0;
}

static void Search_dealloc(SearchObject *self) {
    PyMem_RawFree(self->t);
    Py_XDECREF(self->table);
    Py_XDECREF(self->aborted);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* The arguments of search and window: three hands (leader first), then want - 3 numbers
 * into rest (the declarer's place first, checked). 0, or -1 with an exception set. */
static int read_position(SearchObject *self, PyObject *const *args, Py_ssize_t nargs,
                         const char *name, Py_ssize_t want, uint32_t h[3], long *rest) {
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s takes %zd arguments, got %zd", name, want, nargs);
        return -1;
    }
    for (int i = 0; i < 3; i++) {
        unsigned long x = PyLong_AsUnsignedLong(args[i]);
        if (x == (unsigned long)-1 && PyErr_Occurred())
            return -1;
        if (x > 0xFFFFFFFFul) {
            PyErr_SetString(PyExc_ValueError, "a hand is a 32-bit card mask");
            return -1;
        }
        h[i] = (uint32_t)x;
    }
    for (Py_ssize_t i = 3; i < nargs; i++) {
        rest[i - 3] = PyLong_AsLong(args[i]);
        if (rest[i - 3] == -1 && PyErr_Occurred())
            return -1;
    }
    if (rest[0] < 0 || rest[0] > 2) {
        PyErr_Format(PyExc_ValueError, "the declarer's place must be 0, 1 or 2, not %ld", rest[0]);
        return -1;
    }
    uint32_t a = h[0], b = h[1], c = h[2];
    if (!a || popcount32(a) > 10 || popcount32(a) != popcount32(b) ||
        popcount32(a) != popcount32(c)) {
        PyErr_SetString(PyExc_ValueError, "the three hands must hold as many cards, 1 to 10 each");
        return -1;
    }
    if ((a & b) | (a & c) | (b & c)) {
        PyErr_SetString(PyExc_ValueError, "a card is in two hands");
        return -1;
    }
    if (!self->t || !table_ready(self->table)) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_RuntimeError, "the search was not initialised");
        return -1;
    }
    return 0;
}

static PyObject *Search_search(SearchObject *self, PyObject *const *args, Py_ssize_t nargs) {
    uint32_t h[3];
    long rest[3] = {0, 0, 0};
    if (read_position(self, args, nargs, "search", self->is_null ? 4 : 6, h, rest) < 0)
        return NULL;
    long d = rest[0], need = rest[1], left = rest[2];
    PyThread_type_lock lock = self->table->lock;
    if (self->is_null) {
        int r;
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(lock, WAIT_LOCK);
        r = null_search(self, h[0], h[1], h[2], (int)d);
        PyThread_release_lock(lock);
        Py_END_ALLOW_THREADS
        if (r < 0) {
            PyErr_SetNone(self->aborted);
            return NULL;
        }
        return PyBool_FromLong(r);
    }
    if (need <= 0 || need > left || left > 250) {
        PyErr_Format(PyExc_ValueError, "need %ld must be in 1..left (%ld)", need, left);
        return NULL;
    }
    int g;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(lock, WAIT_LOCK);
    g = suit_search(self, h[0], h[1], h[2], (int)d, (int)need, (int)left, NULL, NULL);
    PyThread_release_lock(lock);
    Py_END_ALLOW_THREADS
    if (g == ABORTED) {
        PyErr_SetNone(self->aborted);
        return NULL;
    }
    return PyLong_FromLong(g);
}

static PyObject *Search_window(SearchObject *self, PyObject *const *args, Py_ssize_t nargs) {
    uint32_t h[3];
    long rest[4] = {0, 0, 0, 0};
    if (self->is_null) {
        PyErr_SetString(PyExc_TypeError, "a Null search has no window");
        return NULL;
    }
    if (read_position(self, args, nargs, "window", 7, h, rest) < 0)
        return NULL;
    long d = rest[0], alpha = rest[1], beta = rest[2], left = rest[3];
    if (left < 0 || left > 250 || alpha >= beta || alpha < -1000 || beta > 1000) {
        PyErr_Format(PyExc_ValueError,
                     "the window %ld..%ld must be open (alpha < beta, both within 1000) and "
                     "left (%ld) in 0..250",
                     alpha, beta, left);
        return NULL;
    }
    int g;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(self->table->lock, WAIT_LOCK);
    g = suit_window(self, h[0], h[1], h[2], (int)d, (int)alpha, (int)beta, (int)left);
    PyThread_release_lock(self->table->lock);
    Py_END_ALLOW_THREADS
    if (g == ABORTED) {
        PyErr_SetNone(self->aborted);
        return NULL;
    }
    return PyLong_FromLong(g);
}

static PyObject *Search_get_nodes(SearchObject *self, void *closure) {
    return PyLong_FromLongLong(self->nodes);
}

static int Search_set_nodes(SearchObject *self, PyObject *value, void *closure) {
    long long n = value ? PyLong_AsLongLong(value) : -1;
    if (n == -1 && (!value || PyErr_Occurred())) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "nodes cannot be deleted");
        return -1;
    }
    self->nodes = n;
    return 0;
}

static PyObject *Search_get_limit(SearchObject *self, void *closure) {
    return PyLong_FromLongLong(self->node_limit);
}

static int Search_set_limit(SearchObject *self, PyObject *value, void *closure) {
    long long n = value ? PyLong_AsLongLong(value) : -1;
    if (n == -1 && (!value || PyErr_Occurred())) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "node_limit cannot be deleted");
        return -1;
    }
    self->node_limit = n;
    return 0;
}

static PyObject *Search_get_table(SearchObject *self, void *closure) {
    Py_INCREF(self->table);
    return (PyObject *)self->table;
}

static PyMethodDef Search_methods[] = {
    {"search", (PyCFunction)(void (*)(void))Search_search, METH_FASTCALL,
     "search(a, b, c, d, need, left) -> g, a bound on the declarer's points to come "
     "(>= g if g >= need, else <= g); Null: search(a, b, c, d) -> bool."},
    {"window", (PyCFunction)(void (*)(void))Search_window, METH_FASTCALL,
     "window(a, b, c, d, alpha, beta, left) -> g, the declarer's points to come: exact "
     "if alpha < g < beta, else at most g (g <= alpha) or at least g (g >= beta)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, (setter)Search_set_nodes, "Positions searched.", NULL},
    {"node_limit", (getter)Search_get_limit, (setter)Search_set_limit,
     "The search stops (raises) once nodes passes this.", NULL},
    {"table", (getter)Search_get_table, NULL, "The transposition table in use.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "skat_desktop.bots._solver_c.Search",
    .tp_basicsize = sizeof(SearchObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Search(table, tag, is_null, strength, follow, trumps, values, aborted).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_solver_c", "Compiled open-hand search for skat_desktop.bots.",
    -1, NULL,
};

#if defined(POPCNT_TARGET)
#pragma GCC pop_options
#endif

PyMODINIT_FUNC PyInit__solver_c(void) {
#if defined(POPCNT_TARGET)
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("popcnt")) {
        PyErr_SetString(PyExc_ImportError,
                        "the compiled solver needs a processor with the POPCNT instruction");
        return NULL;
    }
#endif
    if (PyType_Ready(&TableType) < 0 || PyType_Ready(&SearchType) < 0)
        return NULL;
    pattern_init();
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&TableType);
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0 ||
        PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0 ||
        PyModule_AddIntConstant(m, "ENTRY_BYTES", (long)sizeof(Entry)) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
