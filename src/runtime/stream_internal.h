/* Private to the stream files of libcudart: the stream, event and capture
 * objects shared by streams.c (streams and events) and capture.c (stream
 * capture), and stream_attributes.c. Everything here is under smu. */
#ifndef CUCC_RT_STREAM_INTERNAL_H
#define CUCC_RT_STREAM_INTERNAL_H

#include "graph.h"
#include "internal.h"

enum stream_kind { S_USER, S_LEGACY, S_PER_THREAD };

struct CUstream_st {
  enum stream_kind kind;
  unsigned flags;
  rt_attrs attrs; /* cudaStreamSetAttribute; attrs.priority */
  int device;
  rt_cmd *last; /* under smu */
  struct CUstream_st *next_blocking;
  struct rt_capture *cap;  /* the capture it takes part in; under smu */
  cudaGraphNode_t *cdeps;  /* what its next captured node depends on */
  size_t ncdeps, capcdeps;
};

struct CUevent_st {
  unsigned flags;
  int device; /* current when it was created */
  rt_cmd *marker; /* the last record; under smu */
  unsigned long long cap_id; /* recorded in this capture (0: none) */
  cudaGraphNode_t *cdeps;    /* the capturing stream's dependencies then */
  size_t ncdeps;
};

typedef struct rt_capture {
  cudaGraph_t graph;
  unsigned long long id;
  enum cudaStreamCaptureMode mode;
  pthread_t thread; /* the thread that began it */
  bool invalidated;
  bool to_graph; /* cudaStreamBeginCaptureToGraph: the graph is the user's */
  int device;
  struct CUstream_st *origin;
  struct CUstream_st **streams; /* every stream taking part */
  size_t nstreams, capstreams;
  struct rt_capture *next;
} rt_capture;

extern pthread_mutex_t smu;
extern rt_capture *captures;
extern _Atomic int ncaptures;

/* streams.c */
/* The stream object s stands for, NULL if s is no stream. */
struct CUstream_st *resolve_locked(cudaStream_t s);
typedef struct host_call {
  cudaHostFn_t fn;
  cudaStreamCallback_t cb;
  cudaStream_t stream;
  void *user;
} host_call;

void run_host_call(void *arg);

/* capture.c */
rt_capture *capture_by_id_locked(unsigned long long id);
bool capture_wait_locked(struct CUstream_st *s, cudaEvent_t e,
                                unsigned flags, cudaError_t *err);
bool capture_record_locked(struct CUstream_st *s, cudaEvent_t e,
                                  cudaError_t *err);
void capture_detach_locked(struct CUstream_st *s);
bool capturing_locked(struct CUstream_st *s, cudaError_t *err);
cudaError_t capture_cmd_locked(struct CUstream_st *s, rt_cmd *c);


#endif
